import { expect, it, vi } from 'vitest';
import { lastOtp, newPerson, describeShop, type Person } from '../../test/test-shop.ts';
import { AUTH_LIMITS } from './auth.limits.ts';

// A whole campus behind one NAT address (docs/decisions/022). Password hashing is not what these
// tests are about: a stand-in keeps the stored form and takes microseconds, not tens of ms.
vi.mock('@node-rs/argon2', () => {
  const encode = (password: string) => Buffer.from(password).toString('base64url');
  return {
    hash: (password: string, o: { memoryCost: number; timeCost: number; parallelism: number }) =>
      Promise.resolve(
        `$argon2id$v=19$m=${o.memoryCost},t=${o.timeCost},p=${o.parallelism}$c3RhbmQtaW4$${encode(password)}`,
      ),
    verify: (stored: string, password: string) =>
      Promise.resolve(stored.endsWith(`$${encode(password)}`)),
  };
});

const CAMPUS_IP = '10.200.0.1';
const STUDENTS = 1_000;

/** Runs `task` for 0..count-1, `width` at a time. */
async function inParallel(count: number, width: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

describeShop('a campus behind one address', ({ shop }) => {
  it(
    `signs up and logs in ${STUDENTS} different students from one address`,
    { timeout: 600_000 },
    async () => {
      const students: Person[] = Array.from({ length: STUDENTS }, () => newPerson('fresher'));
      const refused: string[] = [];
      await inParallel(STUDENTS, 8, async (i) => {
        const person = students[i]!;
        const registered = await shop.call('auth/register', person, { ip: CAMPUS_IP });
        if (registered.statusCode !== 200) refused.push(`register ${registered.statusCode}`);
        const otp = lastOtp(shop, person.email);
        const verified = await shop.call('auth/verifyOtp', { ...person, otp }, { ip: CAMPUS_IP });
        if (verified.statusCode !== 200) refused.push(`verifyOtp ${verified.statusCode}`);
      });
      expect(refused).toEqual([]);
      await inParallel(STUDENTS, 8, async (i) => {
        const { email, password } = students[i]!;
        const login = await shop.call('auth/login', { email, password }, { ip: CAMPUS_IP });
        if (login.statusCode !== 200) refused.push(`login ${login.statusCode}`);
      });
      expect(refused).toEqual([]);
    },
  );

  it('refuses a flood from one address above the ceiling, and only that address', async () => {
    const ceiling = AUTH_LIMITS.login.ip.max;
    const flood = (ip: string) =>
      // Malformed bodies: the per-address count comes before the body is read.
      shop.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: {},
        remoteAddress: ip,
      });
    let counted = 0;
    await inParallel(ceiling, 16, async () => {
      if ((await flood('10.201.0.1')).statusCode === 400) counted += 1;
    });
    expect(counted).toBe(ceiling);
    const over = await flood('10.201.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await flood('10.201.0.2')).statusCode).toBe(400);
  }, 300_000);
});
