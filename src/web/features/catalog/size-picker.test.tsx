// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SizePicker } from './size-picker.tsx';

afterEach(cleanup);

const stock = [
  { size_id: 1, size: 'S', quantity: 3 },
  { size_id: 2, size: 'M', quantity: 0 },
  { size_id: 3, size: 'L', quantity: -1 },
  { size_id: 4, size: 'XL', quantity: 1 },
];

const radio = (size: string) =>
  screen.getByRole('radio', { name: new RegExp(`^${size}\\b`) }) as HTMLInputElement;

describe('SizePicker', () => {
  it('shows every size in order, disabling sizes without stock or not made', () => {
    render(<SizePicker sizeQuantities={stock} value={null} onChange={() => {}} />);
    const names = screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value);
    expect(names).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL']);
    expect(radio('S').disabled).toBe(false);
    expect(radio('XL').disabled).toBe(false);
    expect(radio('M').disabled).toBe(true);
    expect(radio('L').disabled).toBe(true);
    expect(radio('XS').disabled).toBe(true);
    expect(radio('2XL').disabled).toBe(true);
    expect(screen.getByRole('radio', { name: /M.*out of stock/ })).toBeTruthy();
  });

  it('reports the picked size and shows an error', () => {
    const onChange = vi.fn();
    render(
      <SizePicker sizeQuantities={stock} value="S" onChange={onChange} error="Select a size" />,
    );
    expect(radio('S').checked).toBe(true);
    fireEvent.click(radio('XL'));
    expect(onChange).toHaveBeenCalledWith('XL');
    expect(screen.getByRole('alert').textContent).toBe('Select a size');
  });
});
