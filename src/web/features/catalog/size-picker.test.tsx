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

describe('SizePicker stock left', () => {
  it('says "Only N left" for a picked size with 3 or fewer, and nothing for one with more', () => {
    const many = [...stock, { size_id: 5, size: '2XL', quantity: 4 }];
    const { rerender } = render(
      <SizePicker sizeQuantities={many} value={null} onChange={() => {}} />,
    );
    expect(screen.queryByText(/left in size/)).toBeNull();
    expect(screen.getByRole('radio', { name: /^XL\b.*only 1 left/ })).toBeTruthy();

    rerender(<SizePicker sizeQuantities={many} value="S" onChange={() => {}} />);
    expect(screen.getByText('Only 3 left in size S')).toBeTruthy();
    rerender(<SizePicker sizeQuantities={many} value="XL" onChange={() => {}} />);
    expect(screen.getByText('Only 1 left in size XL')).toBeTruthy();
    rerender(<SizePicker sizeQuantities={many} value="2XL" onChange={() => {}} />);
    expect(screen.queryByText(/left in size/)).toBeNull();
  });
});
