// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { NameOnTeeDialog } from './name-on-tee-dialog.tsx';

setUpEachTest({ jsdomGaps: true });

describe('the Name and number popup', () => {
  it('shows a number the server refused under the number, the typing kept', async () => {
    const onSubmit = vi.fn(async () => ({ teeNumber: 'Number 10 is taken in this drop.' }));
    render(
      <NameOnTeeDialog
        onOpenChange={() => {}}
        productName="Hockey Jersey"
        size="L"
        defaultValues={{ teeName: '', institutionName: '' }}
        asks={{ names: true, number: true }}
        busy={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.change(screen.getByLabelText('Name on the tee'), { target: { value: 'RAVI' } });
    fireEvent.change(screen.getByLabelText('Institution name'), { target: { value: 'IITM' } });
    fireEvent.change(screen.getByLabelText('Number (0–99)'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Number 10 is taken in this drop.')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ teeName: 'RAVI', institutionName: 'IITM', teeNumber: '10' }),
    );
    const number = screen.getByLabelText('Number (0–99)') as HTMLInputElement;
    expect(number.value).toBe('10');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(number));
    expect((screen.getByLabelText('Name on the tee') as HTMLInputElement).value).toBe('RAVI');
  });
});
