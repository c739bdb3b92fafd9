import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('checks passwords right when many arrive at once', async () => {
    const stored = await hashPassword('correct horse');
    const tries = ['correct horse', 'wrong', 'correct horse', '', 'Correct horse', 'correct horse'];
    const results = await Promise.all(tries.map((p) => verifyPassword(stored, p)));
    expect(results).toEqual([true, false, true, false, false, true]);
    expect(await verifyPassword(undefined, 'correct horse')).toBe(false);
  });

  it('holds one hash in memory at a time during a login rush', async () => {
    // Each argon2id hash takes 19 MiB outside the JS heap; four ran at once before (~80 MB).
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
    expect((peak - before) / 2 ** 20).toBeLessThan(35);
  });
});
