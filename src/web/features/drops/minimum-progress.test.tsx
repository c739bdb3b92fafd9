// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { DropMinimum, PublicDrop } from '#shared/contract/drops.ts';
import MinimumProgress from './minimum-progress.tsx';

afterEach(cleanup);

// Friday 11 Dec 2026, 18:00 in India; the page is read three days before.
const closesAt = Date.UTC(2026, 11, 11, 12, 30);
const now = closesAt - 3 * 24 * 3600_000;

const product = (productId: number, name: string) => ({
  productId,
  name,
  details: name,
  image: '',
  price: 499,
  cap: null,
  left: null,
  sizes: [],
});

function dropWith(minimum: Partial<DropMinimum>): PublicDrop {
  return {
    id: 1,
    name: 'Wing Drop',
    state: 'live',
    opensAt: now - 3600_000,
    closesAt,
    readyBy: '2026-12-20',
    perStudentLimit: 2,
    namesTaken: false,
    cashAllowed: true,
    products: [product(7, 'Wing Tee'), product(8, 'Wing Cap')],
    minimum: {
      kind: 'total',
      pieces: 50,
      ordered: 37,
      payingNow: 3,
      products: [],
      outcome: null,
      ...minimum,
    },
  };
}

describe('MinimumProgress (docs/product.md#print-minimums)', () => {
  it('shows the counts as the server sent them, payments in progress apart, and what happens', () => {
    render(<MinimumProgress drop={dropWith({})} now={now} />);
    expect(
      screen.getByText('37 of 50 ordered · prints if 50 are ordered by Fri 6 pm'),
    ).toBeTruthy();
    expect(screen.getByText('3 paying now')).toBeTruthy();
    expect(
      screen.getByText(
        'If fewer are ordered, every pre-order is cancelled and any online payment refunded in full.',
      ),
    ).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: '37 of 50 ordered' });
    expect(bar.getAttribute('aria-valuenow')).toBe('37');
  });

  it('per product: each product on the card, only its own on its page', () => {
    const drop = dropWith({
      kind: 'product',
      pieces: null,
      ordered: 12,
      payingNow: 0,
      products: [
        { productId: 7, minimum: 20, ordered: 12, payingNow: 0 },
        { productId: 8, minimum: 5, ordered: 0, payingNow: 0 },
      ],
    });
    const { unmount } = render(<MinimumProgress drop={drop} now={now} />);
    expect(screen.getByText(/^Wing Tee: 12 of 20 ordered/)).toBeTruthy();
    expect(screen.getByText(/^Wing Cap: 0 of 5 ordered/)).toBeTruthy();
    unmount();
    render(<MinimumProgress drop={drop} now={now} productId={8} />);
    expect(screen.getByText('0 of 5 ordered · prints if 5 are ordered by Fri 6 pm')).toBeTruthy();
    expect(screen.queryByText(/Wing Tee/)).toBeNull();
  });

  it('reads "Did not reach its minimum" once missed, and nothing for a drop without one', () => {
    const { unmount } = render(
      <MinimumProgress drop={dropWith({ outcome: 'missed', ordered: 0 })} now={closesAt + 1} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Did not reach its minimum');
    expect(screen.getByRole('status').textContent).toContain('refunded in full');
    unmount();
    const { container } = render(
      <MinimumProgress drop={{ ...dropWith({}), minimum: undefined }} now={now} />,
    );
    expect(container.textContent).toBe('');
  });
});
