// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from './button.tsx';
import { useConfirm } from './confirm-dialog.tsx';
import { LazyDialog } from './lazy-dialog.tsx';
import { Dialog } from './dialog.tsx';
import { Select } from './select.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';

setUpEachTest({ jsdomGaps: true });

/** Radix gives focus back on a timer after the dialog is gone. */
const settle = () => act(() => new Promise((done) => setTimeout(done, 20)));

/** An admin's order page: "Cash received" opens a dialog; once recorded it is a line of text. */
function CashReceived({ recorded }: { recorded: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Order SWY7-TXKF</h1>
      {recorded ? (
        <p>Cash received</p>
      ) : (
        <Button onClick={() => setOpen(true)}>Cash received</Button>
      )}
      <Dialog open={open} onOpenChange={setOpen} title="Record cash received?">
        <Button onClick={() => setOpen(false)}>Record</Button>
      </Dialog>
    </main>
  );
}

/** Opens the cash dialog from its button by keyboard focus and confirms it; the opener. */
async function recordCash(): Promise<HTMLElement> {
  const opener = screen.getByRole('button', { name: 'Cash received' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(await screen.findByRole('button', { name: 'Record' }));
  await settle();
  return opener;
}

describe('dialogs and focus (WCAG 2.4.3, 4.1.2)', () => {
  it('a lazy dialog (the size chart) is modal, makes the page behind inert and gives focus back', async () => {
    render(
      <main>
        <h1>Average IITian Tee</h1>
        <LazyDialog title="Size chart" trigger={<Button>Size chart</Button>}>
          <p>Chest 38 in</p>
        </LazyDialog>
      </main>,
    );
    const opener = screen.getByRole('button', { name: 'Size chart' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Size chart' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const page = document.querySelector('main')!.closest('body > *')!;
    expect(page.hasAttribute('inert')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(page.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('a dialog opened without a trigger (an admin action) gives focus back to its opener', async () => {
    render(<CashReceived recorded={false} />);
    const opener = await recordCash();
    expect(document.activeElement).toBe(opener);
  });

  it('a dialog whose answer takes its opener away a moment later leaves the focus on the heading', async () => {
    const { rerender } = render(<CashReceived recorded={false} />);
    const opener = await recordCash();
    expect(document.activeElement).toBe(opener);
    // The refreshed order arrives after the dialog has gone: the button becomes a line of text.
    rerender(<CashReceived recorded />);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: /^Order/ })),
    );
  });

  it("the shop's confirm dialog starts on Cancel, answers, and gives focus back", async () => {
    const answers: boolean[] = [];
    function CloseDrop() {
      const { confirm, dialog } = useConfirm();
      const [closed, setClosed] = useState(false);
      return (
        <main>
          <h1>Drops</h1>
          {!closed && (
            <Button
              onClick={async () => {
                const yes = await confirm({
                  title: 'Close Fest Drop now?',
                  confirmLabel: 'Close drop',
                });
                answers.push(yes);
                if (yes) setClosed(true);
              }}
            >
              Close now
            </Button>
          )}
          {dialog}
        </main>
      );
    }
    render(<CloseDrop />);
    const opener = screen.getByRole('button', { name: 'Close now' });
    opener.focus();
    fireEvent.click(opener);
    const ask = await screen.findByRole('alertdialog', { name: 'Close Fest Drop now?' });
    expect(ask.getAttribute('aria-modal')).toBe('true');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(answers).toEqual([false]);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole('button', { name: 'Close drop' }));
    await settle();
    expect(answers).toEqual([false, true]);
  });

  it('a busy button and a select disabled while focused keep the focus (aria-disabled)', () => {
    function Line({ busy }: { busy: boolean }) {
      return (
        <>
          <Select
            aria-label="Quantity"
            options={[
              { value: '1', label: '1' },
              { value: '2', label: '2' },
            ]}
            value="1"
            onChange={() => {}}
            disabled={busy}
          />
          <Button loading={busy}>ADD TO CART</Button>
        </>
      );
    }
    const view = render(<Line busy={false} />);
    const select = screen.getByRole('combobox', { name: 'Quantity' });
    select.focus();
    view.rerender(<Line busy />);
    expect(document.activeElement).toBe(select);
    expect(select.getAttribute('aria-disabled')).toBe('true');
    const add = screen.getByRole('button', { name: 'ADD TO CART' });
    add.focus();
    expect(document.activeElement).toBe(add);
    expect(add.getAttribute('aria-disabled')).toBe('true');
  });
});
