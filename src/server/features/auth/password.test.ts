import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { hashIsOutdated, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('checks passwords right when many arrive at once', async () => {
    const stored = await hashPassword('correct horse');
    const tries = ['correct horse', 'wrong', 'correct horse', '', 'Correct horse', 'correct horse'];
    const results = await Promise.all(tries.map((p) => verifyPassword(stored, p)));
    expect(results).toEqual([true, false, true, false, false, true]);
    expect(await verifyPassword(undefined, 'correct horse')).toBe(false);
  });

  it('holds one hash in memory at a time during a login rush', async () => {
    // Each argon2id hash takes 7 MiB outside the JS heap; four ran at once before.
    const stored = await hashPassword('correct horse');
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 1);
    try {
      const logins = Array.from({ length: 8 }, () => verifyPassword(stored, 'correct horse'));
      expect(await Promise.all(logins)).toEqual(Array(8).fill(true));
    } finally {
      clearInterval(sampler);
    }
    expect((peak - before) / 2 ** 20).toBeLessThan(20);
  });

  it('tells a hash made with the older, larger settings from a current one', async () => {
    const current = await hashPassword('correct horse');
    expect(current).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    expect(hashIsOutdated(current)).toBe(false);
    const older = await hash('correct horse', {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(hashIsOutdated(older)).toBe(true);
    expect(await verifyPassword(older, 'correct horse')).toBe(true);
  });
});
