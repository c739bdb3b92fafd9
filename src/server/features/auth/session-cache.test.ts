import { describe, expect, it, vi } from 'vitest';
import { inProcessBus, type InvalidationBus } from '../../lib/invalidation-bus.ts';
import { SessionCache } from './session-cache.ts';

const user = (userId: number, jti: string) => ({
  userId,
  email: `s${userId}@campus.example`,
  role: 'customer' as const,
  jti,
});
const later = new Date(Date.now() + 60_000);
const now = () => new Date();

/** An in-process bus whose subscription can be lost, as a Redis one's is. */
function deafenable() {
  const bus = inProcessBus();
  let on = true;
  const resets: (() => void)[] = [];
  const wrapped: InvalidationBus = {
    ...bus,
    onReset: (h) => void resets.push(h),
    listening: () => on,
  };
  return {
    bus: wrapped,
    lose: () => {
      on = false;
      resets.forEach((h) => h());
    },
    regain: () => void (on = true),
  };
}

describe('the session cache', () => {
  it('keeps a session until its time, and forgets what a revocation names: one token, a user, all', async () => {
    const cache = new SessionCache(inProcessBus(), 5000);
    cache.keep('t1', user(1, 'j1'), later, cache.mark());
    cache.keep('t2', user(1, 'j2'), later, cache.mark());
    cache.keep('t3', user(2, 'j3'), later, cache.mark());
    expect(cache.get('t1', now())?.jti).toBe('j1');
    await cache.revoke({ jti: 'j1' });
    expect(cache.get('t1', now())).toBeUndefined();
    expect(cache.get('t2', now())?.jti).toBe('j2');
    await cache.revoke({ userId: 1 });
    expect(cache.get('t2', now())).toBeUndefined();
    expect(cache.get('t3', now())?.jti).toBe('j3');
    await cache.revoke('all');
    expect(cache.get('t3', now())).toBeUndefined();
  });

  it('does not keep a row read while a revocation went by, nor past the session’s end or its keeping', async () => {
    const cache = new SessionCache(inProcessBus(), 50);
    const mark = cache.mark();
    await cache.revoke({ jti: 'other' });
    cache.keep('t1', user(1, 'j1'), later, mark);
    expect(cache.get('t1', now())).toBeUndefined();
    cache.keep('t2', user(2, 'j2'), new Date(Date.now() + 10), cache.mark());
    expect(cache.get('t2', new Date(Date.now() + 20))).toBeUndefined();
    cache.keep('t3', user(3, 'j3'), later, cache.mark());
    await new Promise((r) => setTimeout(r, 60));
    expect(cache.get('t3', now())).toBeUndefined();
  });

  it('keeps nothing while the bus cannot tell it of revocations, and forgets all when it lost them', () => {
    const { bus, lose, regain } = deafenable();
    const cache = new SessionCache(bus, 5000);
    cache.keep('t1', user(1, 'j1'), later, cache.mark());
    lose();
    expect(cache.get('t1', now())).toBeUndefined();
    cache.keep('t2', user(2, 'j2'), later, cache.mark());
    regain();
    expect(cache.get('t1', now())).toBeUndefined();
    expect(cache.get('t2', now())).toBeUndefined();
  });

  it('lets go of the sessions whose keeping ended, not only when their token comes again', () => {
    vi.useFakeTimers();
    try {
      const cache = new SessionCache(inProcessBus(), 40);
      for (let i = 0; i < 100; i++) cache.keep(`old${i}`, user(i, `j${i}`), later, cache.mark());
      expect(cache.size).toBe(100);
      vi.advanceTimersByTime(25);
      cache.keep('old0', user(0, 'j0'), later, cache.mark());
      cache.keep('new', user(200, 'j200'), later, cache.mark());
      vi.advanceTimersByTime(25);
      // 50 ms on: the first hundred's keeping ended, but for the one kept again at 25 ms.
      cache.keep('newer', user(201, 'j201'), later, cache.mark());
      expect(cache.size).toBe(3);
      expect(cache.get('old0', now())?.jti).toBe('j0');
      expect(cache.get('new', now())?.jti).toBe('j200');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps nothing with a keeping time of 0', () => {
    const cache = new SessionCache(inProcessBus(), 0);
    cache.keep('t1', user(1, 'j1'), later, cache.mark());
    expect(cache.get('t1', now())).toBeUndefined();
  });
});
