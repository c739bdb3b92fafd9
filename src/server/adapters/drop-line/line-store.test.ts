import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../test/redis-server.ts';
import {
  HeardFromRedis,
  lineStore,
  type LineAnswer,
  type LineStep,
  type LineStore,
} from './line-store.ts';

/**
 * How many a line lets in at once (ADR 028): a tenth of a second's admissions, at least 10 and
 * never more than a second's, at a line's first moment and after a quiet spell, in the memory's
 * line and in Redis's script alike.
 */
const T0 = Date.UTC(2026, 10, 30, 12);
const base = (dropId: number, userId: number): LineStep => ({
  dropId,
  userId,
  now: T0,
  join: true,
  late: false,
  rate: 50,
  windowMs: 60_000,
});
const step = (store: LineStore, dropId: number, userId: number, rate: number, now = T0) =>
  store.step({ ...base(dropId, userId), rate, now });

async function admittedOf(store: LineStore, dropId: number, rate: number, crowd: number) {
  const answers = [];
  for (let userId = 1; userId <= crowd; userId++) {
    answers.push(await step(store, dropId, userId, rate));
  }
  return answers.filter((a) => a.admittedAt !== null).length;
}

const log = pino({ level: 'silent' });
let redis: RedisServer | undefined;
afterAll(async () => {
  await redis?.kill();
});

const stores: [where: string, open: () => Promise<LineStore>][] = [
  ['memory', async () => lineStore(undefined, log)],
];
if (hasRedisServer()) {
  stores.push([
    'Redis',
    async () => {
      redis ??= await startRedisServer();
      return lineStore(redis.url, log);
    },
  ]);
}

describe.each(stores)('a line kept in %s', (_where, open) => {
  it('lets a crowd in at its first moment a tenth of a second’s admissions at a time', async () => {
    const store = await open();
    try {
      // 500 a second: 50 in at once; the default 50 a second: 10 (at least 10); 4 a second: 4
      // (never more than a second's).
      expect(await admittedOf(store, 101, 500, 60)).toBe(50);
      expect(await admittedOf(store, 102, 50, 60)).toBe(10);
      expect(await admittedOf(store, 103, 4, 6)).toBe(4);
      // The next tenth of a second lets the next 5 in at 50 a second, in their order.
      const later = [];
      for (let userId = 11; userId <= 16; userId++) {
        later.push(await store.step({ ...base(102, userId), now: T0 + 100, join: false }));
      }
      expect(later.map((a) => a.admittedAt !== null)).toEqual([
        true,
        true,
        true,
        true,
        true,
        false,
      ]);
    } finally {
      await store.close();
    }
  });

  it('saves up no more than that over a quiet spell', async () => {
    const store = await open();
    try {
      expect(await admittedOf(store, 201, 50, 1)).toBe(1);
      // A minute later a crowd of 30 comes at once: 10 go in, the rest wait their turn.
      const crowd = [];
      for (let userId = 2; userId <= 31; userId++) {
        crowd.push(await step(store, 201, userId, 50, T0 + 60_000));
      }
      expect(crowd.filter((a) => a.admittedAt !== null)).toHaveLength(10);
      expect(crowd[10]).toMatchObject({ admittedAt: null, number: 12 });
    } finally {
      await store.close();
    }
  });
});

describe('what an instance heard from Redis', () => {
  const answer = (over: Partial<LineAnswer>): LineAnswer => ({
    ended: false,
    number: 1,
    front: 10,
    admittedAt: null,
    last: 10,
    again: false,
    ...over,
  });

  it('lets a student go once their entry answers nothing more, not at the end of time', () => {
    const heard = new HeardFromRedis();
    // Admitted now, with a minute to check out; and one whose turn is 2 s away (100 at 50/s).
    heard.keep(base(7, 1), answer({ number: 5, admittedAt: T0 }));
    heard.keep(base(7, 2), answer({ number: 110, front: 10, last: 110 }));
    expect(heard.size).toBe(2);
    // Within the window the admission is answered here, without Redis.
    expect(heard.answer({ ...base(7, 1), join: false, now: T0 + 30_000 })).toMatchObject({
      admittedAt: T0,
    });
    // Heard from again 3 s on: the waiting one's turn has come, but the admission heard first is
    // still live, so nothing is dropped yet (the oldest first, up to a live one).
    heard.keep({ ...base(7, 3), now: T0 + 3000 }, answer({ number: 111, front: 160, last: 111 }));
    expect(heard.size).toBe(3);
    // Past the window: the three entries answer nothing, and go.
    heard.keep({ ...base(8, 4), now: T0 + 61_000 }, answer({ number: 1, admittedAt: T0 + 61_000 }));
    expect(heard.size).toBe(1);
  });
});
