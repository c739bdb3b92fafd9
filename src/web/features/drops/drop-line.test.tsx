// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { DropLine } from '#shared/contract/drop-line.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { DropLineGate } from './drop-line.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const base: DropLine = {
  state: 'waiting',
  place: 412,
  estimateSeconds: 206,
  admitted: false,
  admittedUntil: null,
  pollAfterMs: 10,
  ticket: '7.abc',
  soldOut: false,
  stock: [
    {
      productId: 7,
      left: null,
      sizes: [
        { size: 'M', left: 1234 },
        { size: 'L', left: 0 },
      ],
    },
  ],
};
const reply = (queue: Partial<DropLine>) =>
  Response.json({ status: 200, serverNow: Date.now(), queue: { ...base, ...queue } });

const show = () =>
  render(
    <DropLineGate dropId={3} dropName="Fest Drop" productId={7} skewMs={0}>
      <button type="button">PRE-ORDER</button>
    </DropLineGate>,
  );

describe('DropLineGate (docs/product.md#the-line-at-a-drops-opening)', () => {
  it('shows the place, the estimate and the stock left, then lets the student in', async () => {
    const polls: string[] = [];
    const api = fakeApi((path) => {
      // Each state lasts long enough to be seen on a busy machine.
      if (path === 'drops/3/queue/join') return reply({ pollAfterMs: 500 });
      polls.push(path);
      return polls.length < 2
        ? reply({ place: 2, estimateSeconds: 1, pollAfterMs: 500 })
        : reply({
            state: 'admitted',
            admitted: true,
            place: null,
            admittedUntil: Date.now() + 300_000,
          });
    });
    show();
    expect(await screen.findByText('You are number 412')).toBeTruthy();
    expect(screen.getByText(/Your turn comes in about 4 minutes/)).toBeTruthy();
    expect(screen.getByText('Left now: M 1,234 · L 0')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PRE-ORDER' })).toBeNull();

    expect(await screen.findByText('You are number 2')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'PRE-ORDER' })).toBeTruthy();
    expect(
      screen.getByText(/^It’s your turn: (5 min 0[01]|4 min 59) s to place your order\.$/),
    ).toBeTruthy();
    // Joined once (with the session), then polled by ticket with GET (no token).
    expect(api.posted[0]!.path).toBe('drops/3/queue/join');
    expect(polls[0]).toBe('drops/3/queue?ticket=7.abc');
    expect(api.fetch.mock.calls[1]![1]?.method).toBe('GET');
  });

  it('says at once when the drop sells out while waiting', async () => {
    fakeApi((path) =>
      path === 'drops/3/queue/join'
        ? reply({})
        : reply({ state: 'soldOut', soldOut: true, place: null, pollAfterMs: 0 }),
    );
    show();
    expect(await screen.findByText('Every piece of Fest Drop is taken.')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect(screen.queryByText(/You are number/)).toBeNull();
  });

  it('steps aside when there is no line now, or the line cannot be reached', async () => {
    fakeApi(() => reply({ state: 'open', admitted: true, place: null, pollAfterMs: 0 }));
    show();
    expect(await screen.findByRole('button', { name: 'PRE-ORDER' })).toBeTruthy();
    cleanup();
    fakeApi(() => {
      throw new TypeError('offline');
    });
    show();
    expect(await screen.findByRole('button', { name: 'PRE-ORDER' })).toBeTruthy();
  });

  it('offers to join again when the time to check out ran out', async () => {
    const api = fakeApi((path) =>
      path === 'drops/3/queue/join' && api.posted.length > 1
        ? reply({ place: 900 })
        : reply({ state: 'expired', place: null, pollAfterMs: 0 }),
    );
    show();
    expect(await screen.findByText('Your time to check out ran out.')).toBeTruthy();
    screen.getByRole('button', { name: 'Join the line again' }).click();
    expect(await screen.findByText('You are number 900')).toBeTruthy();
  });
});
