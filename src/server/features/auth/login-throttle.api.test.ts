import { expect, it } from 'vitest';
import { newPerson, signUp, startTestShop, describeShop } from '../../test/test-shop.ts';
import { LOGIN_THROTTLE } from './auth.limits.ts';

// Tries from unknown devices (no device cookie for the account); login-devices.api.test.ts has
// the known ones.
describeShop('login throttling', ({ database, shop }) => {
  const loginFrom = (ip: string, email: string, password: string) =>
    shop.call('auth/login', { email, password }, { ip });
  const waitMessage = (wait: string) =>
    `Too many failed logins. Please wait ${wait} and try again.`;

  it('never keeps a student out because of wrong passwords sent from elsewhere', async () => {
    const user = await signUp(shop);
    for (let i = 0; i < 10; i += 1) {
      expect((await loginFrom(`10.2.0.${i}`, user.email, 'wrong pass')).statusCode).toBe(401);
    }
    const hammering: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      hammering.push((await loginFrom('10.2.1.1', user.email, 'wrong pass')).statusCode);
    }
    expect(hammering).toEqual([401, 401, 401, ...Array<number>(9).fill(429)]);
    // The student, from their own address, gets in at once.
    const own = await loginFrom('10.2.2.2', user.email, user.password);
    expect(own.statusCode).toBe(200);
  });

  it('makes the next try from that address wait 1, 2, 4 … seconds (at most 15 minutes) after 3 failures', async () => {
    const user = await signUp(shop);
    const ip = '10.4.0.1';
    const wrong = () => loginFrom(ip, user.email, 'wrong pass');
    for (let i = 0; i < 3; i += 1) expect((await wrong()).statusCode).toBe(401);
    for (const [seconds, wait] of [
      [1, '1 second'],
      [2, '2 seconds'],
      [4, '4 seconds'],
      [8, '8 seconds'],
    ] as const) {
      // While the wait runs even the right password is not checked.
      const held = await loginFrom(ip, user.email, user.password);
      expect(held.statusCode).toBe(429);
      expect(held.json()).toEqual({
        status: 404,
        code: 'RATE_LIMITED',
        message: waitMessage(wait),
        error: waitMessage(wait),
      });
      expect(held.headers['retry-after']).toBe(String(seconds));
      shop.clock.advance(seconds * 1000);
      expect((await wrong()).statusCode).toBe(401);
    }
    for (let i = 0; i < 8; i += 1) {
      shop.clock.advance(15 * 60_000);
      expect((await wrong()).statusCode).toBe(401);
    }
    expect((await wrong()).json()).toMatchObject({ message: waitMessage('15 minutes') });

    // The right password after the wait: in, and the count starts again.
    shop.clock.advance(15 * 60_000);
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await wrong()).statusCode).toBe(401);
  });

  it('lets no more than 3 of many parallel guesses from one address be checked', async () => {
    const user = await signUp(shop);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => loginFrom('10.4.1.1', user.email, 'wrong pass')),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([
      401,
      401,
      401,
      ...Array<number>(7).fill(429),
    ]);
  });

  it('multiplies the free tries by RATE_LIMIT_SCALE', { timeout: 180_000 }, async () => {
    const scaled = await startTestShop(database.db, { env: { RATE_LIMIT_SCALE: '2' } });
    try {
      const user = await signUp(scaled);
      const wrong = (ip: string, email = user.email) =>
        scaled.call('auth/login', { email, password: 'wrong pass' }, { ip });
      const perAccount: number[] = [];
      for (let i = 0; i < 7; i += 1) perAccount.push((await wrong('10.4.2.1')).statusCode);
      expect(perAccount).toEqual([...Array<number>(6).fill(401), 429]);
      for (let i = 0; i < 2 * LOGIN_THROTTLE.ipWaitFrom; i += 1) {
        expect((await wrong('10.8.1.1', newPerson().email)).statusCode).toBe(401);
      }
      expect((await wrong('10.8.1.1', newPerson().email)).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  it(
    'slows an address that fails on many accounts, and only that address',
    { timeout: 180_000 },
    async () => {
      const ip = '10.8.0.1';
      for (let i = 0; i < LOGIN_THROTTLE.ipWaitFrom; i += 1) {
        expect((await loginFrom(ip, newPerson().email, 'wrong pass')).statusCode).toBe(401);
      }
      const held = await loginFrom(ip, newPerson().email, 'wrong pass');
      expect(held.statusCode).toBe(429);
      expect(held.json()).toMatchObject({ message: waitMessage('1 second') });
      const user = await signUp(shop);
      expect((await loginFrom('10.8.0.2', user.email, user.password)).statusCode).toBe(200);
      shop.clock.advance(1000);
      expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(200);
    },
  );
});
