// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PublicDrop } from '#shared/contract/drops.ts';
import { DropBuy } from './drop-buy.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const DAY = 24 * 3600_000;
const HOUR = 3600_000;

function drop(serverNow: number, more: Partial<PublicDrop> = {}): PublicDrop {
  return {
    id: 1,
    name: 'Fest Drop',
    state: 'upcoming',
    opensAt: serverNow + 2 * DAY + 4 * HOUR + 30_000,
    closesAt: serverNow + 5 * DAY,
    readyBy: '2026-12-12',
    perStudentLimit: 2,
    namesTaken: false,
    cashAllowed: false,
    products: [
      {
        productId: 7,
        name: 'Fest Tee',
        details: 'Fest Tee',
        image: '',
        price: 499,
        cap: null,
        left: null,
        sizes: [
          { size: 'M', left: null },
          { size: 'L', left: 0 },
        ],
      },
    ],
    ...more,
  };
}

const show = (props: Partial<Parameters<typeof DropBuy>[0]> & { drop: PublicDrop }) =>
  render(
    <MemoryRouter>
      <DropBuy skewMs={0} loggedIn onPreOrder={() => {}} onStateChange={() => {}} {...props} />
    </MemoryRouter>,
  );

describe('DropBuy (docs/product.md#drops)', () => {
  it("counts down on the server's clock, even when the phone's clock is a year off", () => {
    vi.useFakeTimers();
    const serverNow = Date.UTC(2026, 11, 1, 6, 0, 0);
    // The phone thinks it is a year later; the reply's skew says by how much.
    vi.setSystemTime(serverNow + 365 * DAY);
    show({ drop: drop(serverNow), skewMs: -365 * DAY });
    expect(screen.getByRole('timer').textContent).toBe('Opens in 2 d 4 h');
    expect(screen.queryByRole('button', { name: 'PRE-ORDER' })).toBeNull();
  });

  it('opens on time, with PRE-ORDER and the ready date, and asks the server again', () => {
    vi.useFakeTimers();
    const serverNow = Date.UTC(2026, 11, 1, 6, 0, 0);
    vi.setSystemTime(serverNow);
    const turned = vi.fn();
    show({ drop: drop(serverNow, { opensAt: serverNow + 3000 }), onStateChange: turned });
    expect(screen.getByRole('timer').textContent).toBe('Opens in 3 s');
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { name: 'PRE-ORDER' })).toBeTruthy();
    expect(screen.getByText('Ready by 12 Dec')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /L/ })).toHaveProperty('disabled', true);
    expect(turned).toHaveBeenCalled();
  });

  it('says pre-orders are closed after closing, and the limit when it is reached', () => {
    const now = Date.now();
    show({ drop: drop(now, { opensAt: now - 2 * DAY, closesAt: now - DAY, state: 'closed' }) });
    expect(screen.getByText('Pre-orders closed')).toBeTruthy();
    cleanup();
    show({ drop: drop(now, { opensAt: now - DAY, state: 'live' }), mine: 2 });
    expect(screen.getByRole('button', { name: 'LIMIT REACHED' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText('You have pre-ordered 2 already, your limit for this drop.'),
    ).toBeTruthy();
    expect(screen.queryByText(/pre-order 0 more/)).toBeNull();
  });

  it('says how many more the student may pre-order in a sentence that reads well at 0', () => {
    const now = Date.now();
    show({ drop: drop(now, { opensAt: now - DAY, state: 'live' }), mine: 1 });
    expect(screen.getByText('You have pre-ordered 1; you can pre-order 1 more.')).toBeTruthy();
    cleanup();
    show({ drop: drop(now, { opensAt: now - DAY, state: 'live' }), mine: 2 });
    expect(
      screen.getByText('You have pre-ordered 2 already, your limit for this drop.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('0 more');
  });

  it('a members-only drop shows a non-member who it is for instead of the sizes and PRE-ORDER', () => {
    const now = Date.now();
    const live = drop(now, { state: 'live', opensAt: now - HOUR, closesAt: now + DAY });
    show({ drop: { ...live, membersOnly: 'This drop is for members of Hockey Club.' } });
    expect(screen.getByRole('status').textContent).toContain(
      'This drop is for members of Hockey Club.',
    );
    expect(screen.queryByRole('button', { name: 'PRE-ORDER' })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    // Signed out: also asked to log in with their member e-mail.
    expect(screen.getByRole('link', { name: 'Login to pre-order' })).toBeTruthy();
  });
});
