// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { notify } from './toast.ts';
import { ToastHost } from './toast-host.tsx';

setUpEachTest();

const wait = (ms: number) => act(() => new Promise((done) => setTimeout(done, ms)));

describe('toasts (WCAG 2.4.3, 4.1.3)', () => {
  it('are read out by live regions and never take or pull back focus', async () => {
    render(
      <>
        <button type="button">Proceed</button>
        <ToastHost />
      </>,
    );
    const proceed = screen.getByRole('button', { name: 'Proceed' });
    proceed.focus();
    act(() => void notify.success('Added to cart'));
    act(() => void notify.error('Enter valid otp'));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Added to cart');
    expect(screen.getByRole('alert').textContent).toContain('Enter valid otp');
    expect(document.activeElement).toBe(proceed);

    // Tabbing onto a toast's close button and on again is not pulled back to the toast.
    const close = screen.getAllByRole('button', { name: 'Close notification' })[0]!;
    expect(close.className).toMatch(/\bsize-8\b/); // 32 px, over the 24 px minimum (2.5.8)
    close.focus();
    proceed.focus();
    await wait(50);
    expect(document.activeElement).toBe(proceed);
  });
});
