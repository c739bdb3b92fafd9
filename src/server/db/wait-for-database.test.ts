import { describe, expect, it } from 'vitest';
import { markFromDatabase } from './connection-errors.ts';
import { startBackoffMs, waitForDatabase } from './wait-for-database.ts';

/** A database whose first pings fail with `errors`, in turn, then answer. */
function database(errors: Error[]) {
  let pings = 0;
  return {
    pings: () => pings,
    ping: async () => {
      const error = errors[pings++];
      if (error) throw error;
    },
  };
}

const refused = () =>
  markFromDatabase(
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  );

function recorder() {
  const lines: string[] = [];
  const log = {
    info: (m: string) => lines.push(`info ${m}`),
    warn: (m: string) => lines.push(`warn ${m}`),
    fatal: (m: string) => lines.push(`fatal ${m}`),
  };
  const slept: number[] = [];
  const sleep = async (ms: number) => void slept.push(ms);
  return { lines, log, slept, sleep };
}

describe('waiting for the database at start', () => {
  it('backs off 1, 2, 4, 8 s, then every 15 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(startBackoffMs)).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });

  it('tries again while PostgreSQL cannot be reached, one warning per attempt', async () => {
    const db = database([refused(), refused(), refused()]);
    const { lines, log, slept, sleep } = recorder();
    expect(await waitForDatabase(db, { log, waitSeconds: 60, sleep })).toBe(true);
    expect(db.pings()).toBe(4);
    expect(slept).toEqual([1000, 2000, 4000]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^warn Database not reachable \(ECONNREFUSED: .*\): attempt 1, next in 1 s/,
      ),
      expect.stringMatching(/^warn .*attempt 2, next in 2 s/),
      expect.stringMatching(/^warn .*attempt 3, next in 4 s/),
      'info Database reachable (attempt 4)',
    ]);
  });

  it('says nothing when the database answers at once', async () => {
    const { lines, log, sleep } = recorder();
    expect(await waitForDatabase(database([]), { log, waitSeconds: 60, sleep })).toBe(true);
    expect(lines).toEqual([]);
  });

  it('gives up at once on an error that waiting will not cure (a wrong password)', async () => {
    const wrongPassword = markFromDatabase(
      Object.assign(new Error('password authentication failed for user "shop"'), { code: '28P01' }),
    );
    const db = database([wrongPassword]);
    const { lines, log, sleep } = recorder();
    expect(await waitForDatabase(db, { log, waitSeconds: 60, sleep })).toBe(false);
    expect(db.pings()).toBe(1);
    expect(lines).toEqual([
      'fatal Cannot start: the database failed (28P01: password authentication failed for user "shop")',
    ]);
  });

  it('gives up after waitSeconds', async () => {
    const db = database(Array.from({ length: 100 }, refused));
    const { lines, log } = recorder();
    const realSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
    const ok = await waitForDatabase(db, {
      log,
      waitSeconds: 0.3,
      backoffMs: () => 100,
      sleep: realSleep,
    });
    expect(ok).toBe(false);
    expect(lines.at(-1)).toMatch(
      /^fatal Cannot start: the database did not answer within 0.3 s \(ECONNREFUSED/,
    );
    expect(db.pings()).toBeGreaterThanOrEqual(3);
    expect(db.pings()).toBeLessThanOrEqual(6);
  });
});
