import { hash } from '@node-rs/argon2';
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { MessageReply } from '#shared/contract/common.ts';
import { securityEvents, users } from '../../db/schema/index.ts';
import { endpointRoute } from '../../plugins/contract-routes.ts';
import { randomSecrets } from '../../lib/secrets.ts';
import {
  TEST_ADMIN_EMAIL,
  logIn,
  newPerson,
  signUp,
  signedUpUser,
  startTestShop,
  describeShop,
} from '../../test/test-shop.ts';

describeShop('login, sessions and access', ({ database, shop }) => {
  const eventsOf = (kind: string, email: string) =>
    database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, kind), eq(securityEvents.email, email)));

  it('refuses a wrong password or unknown e-mail alike, and records it', async () => {
    const user = await signedUpUser(shop);
    const wrong = await shop.call('auth/login', {
      email: user.email,
      password: 'not the password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      status: 404,
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password',
      error: 'Incorrect email or password',
    });
    const unknown = newPerson();
    const nobody = await shop.call('auth/login', { email: unknown.email, password: 'whatever1' });
    expect(nobody.json()).toEqual(wrong.json());
    expect(await eventsOf('login_failed', user.email)).toHaveLength(1);
    expect(await eventsOf('login_failed', unknown.email)).toHaveLength(1);
  });

  it('remakes a password hash made with the older settings at the next login', async () => {
    const user = await signedUpUser(shop);
    const older = await hash(user.password, {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await database.db.update(users).set({ passwordHash: older }).where(eq(users.email, user.email));
    const token = await logIn(shop, user.email, user.password);
    expect(decodeJwt(token).email).toBe(user.email);
    const [row] = await database.db.select().from(users).where(eq(users.email, user.email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
    // The remade hash takes the same password, and only that one.
    expect(decodeJwt(await logIn(shop, user.email, user.password)).email).toBe(user.email);
    const wrong = await shop.call('auth/login', { email: user.email, password: 'not it at all' });
    expect(wrong.statusCode).toBe(401);
  });

  it('logout revokes that token only', async () => {
    const user = await signedUpUser(shop);
    const other = await logIn(shop, user.email, user.password);
    const out = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout', // no body at all: reads as {}
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(out.json()).toEqual({ status: 200, message: 'Logged out' });
    const after = await shop.call('auth/get-user-details', {}, { token: user.token });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    const still = await shop.call('auth/get-user-details', {}, { token: other });
    expect(still.statusCode).toBe(200);
  });

  it('needs a valid, unexpired token', async () => {
    const none = await shop.call('auth/get-user-details', {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please login' });
    const junk = await shop.call('auth/get-user-details', {}, { token: 'not.a.jwt' });
    expect(junk.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    const user = await signedUpUser(shop);
    const forged = await new SignJWT({ email: user.email, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.claims.sub))
      .setJti(String(user.claims.jti))
      .setExpirationTime('1h')
      .sign(randomSecrets().jwtKey);
    const res = await shop.call('auth/get-user-details', {}, { token: forged });
    expect(res.statusCode).toBe(401);

    // Good until it expires, also after being checked once already (checked tokens are kept).
    const fresh = await shop.call('auth/get-user-details', {}, { token: user.token });
    expect(fresh.statusCode).toBe(200);
    shop.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    const expired = await shop.call('auth/get-user-details', {}, { token: user.token });
    expect(expired.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('takes a token only on a server with the key that signed it, also after it was used', async () => {
    const user = await signedUpUser(shop);
    const used = await shop.call('auth/get-user-details', {}, { token: user.token });
    expect(used.statusCode).toBe(200);
    // Another server on the same database with another secret: the session row exists.
    const other = await startTestShop(database.db);
    try {
      const res = await other.call('auth/get-user-details', {}, { token: user.token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    } finally {
      await other.close();
    }
  });

  it('refuses a body e-mail that is not the caller’s (403, recorded)', async () => {
    const user = await signedUpUser(shop);
    const own = await shop.call(
      'auth/get-user-details',
      { email: user.email.toUpperCase() },
      { token: user.token },
    );
    expect(own.statusCode).toBe(200);
    const victim = newPerson().email;
    const res = await shop.call('auth/get-user-details', { email: victim }, { token: user.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 404, code: 'EMAIL_MISMATCH' });
    const [event] = await eventsOf('email_mismatch', user.email);
    expect(event?.detail).toMatchObject({ bodyEmail: victim });
  });

  it('lets only admins call admin endpoints; the role follows ADMIN_EMAILS', async () => {
    endpointRoute(
      shop.app,
      '/api/v1/test/admin-only',
      { methods: ['POST'], access: 'admin', reply: MessageReply, summary: 'test' },
      async () => ({ status: 200, message: 'hello admin' }),
    );
    const customer = await signedUpUser(shop);
    const admin = await signedUpUser(shop, { ...newPerson(), email: TEST_ADMIN_EMAIL });
    expect(admin.claims.role).toBe('admin');
    const anonymous = await shop.call('test/admin-only');
    expect(anonymous.statusCode).toBe(401);
    const refused = await shop.call('test/admin-only', {}, { token: customer.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ADMIN_ONLY' });
    const allowed = await shop.call('test/admin-only', {}, { token: admin.token });
    expect(allowed.json()).toEqual({ status: 200, message: 'hello admin' });

    // Promoted by the settings: the next login carries the admin role.
    const promoted = await startTestShop(database.db, {
      env: { ADMIN_EMAILS: `${TEST_ADMIN_EMAIL},${customer.email}` },
    });
    const res = await promoted.call('auth/login', {
      email: customer.email,
      password: customer.password,
    });
    expect(res.json().accessToken).toBeTruthy();
    expect(decodeJwt(res.json().accessToken)).toMatchObject({ role: 'admin' });
    await promoted.close();
  });

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

  it('multiplies the free tries by RATE_LIMIT_SCALE (end-to-end runs sign in often from one address)', async () => {
    const scaled = await startTestShop(database.db, { env: { RATE_LIMIT_SCALE: '2' } });
    try {
      const user = await signUp(scaled);
      const wrong = (ip: string, email = user.email) =>
        scaled.call('auth/login', { email, password: 'wrong pass' }, { ip });
      const perAccount: number[] = [];
      for (let i = 0; i < 7; i += 1) perAccount.push((await wrong('10.4.2.1')).statusCode);
      expect(perAccount).toEqual([...Array<number>(6).fill(401), 429]);
      for (let i = 0; i < 40; i += 1) {
        expect((await wrong('10.8.1.1', newPerson().email)).statusCode).toBe(401);
      }
      expect((await wrong('10.8.1.1', newPerson().email)).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });

  it('slows an address that fails on many accounts, and only that address', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await loginFrom(ip, newPerson().email, 'wrong pass')).statusCode).toBe(401);
    }
    const held = await loginFrom(ip, newPerson().email, 'wrong pass');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({ message: waitMessage('1 second') });
    const user = await signUp(shop);
    expect((await loginFrom('10.8.0.2', user.email, user.password)).statusCode).toBe(200);
    shop.clock.advance(1000);
    expect((await loginFrom(ip, user.email, user.password)).statusCode).toBe(200);
  });

  it('rate-limits forgot-password calls per IP', async () => {
    const ip = '10.3.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push(
        (await shop.call('auth/forgetPassword', { email: newPerson().email }, { ip })).statusCode,
      );
    }
    expect(codes.slice(0, 20).every((c) => c === 404)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('records safetyProtocol reports', async () => {
    const user = await signedUpUser(shop);
    const res = await shop.call(
      'auth/safetyProtocol',
      { susEmailId: user.email, component: 'AdminRoute' },
      { token: user.token },
    );
    expect(res.json()).toMatchObject({ status: 200 });
    const anonymous = await shop.call('auth/safetyProtocol', {
      susEmailId: 'x@y.example',
      component: 'Navbar',
    });
    expect(anonymous.statusCode).toBe(200);
    const [event] = await eventsOf('safety_protocol', user.email);
    expect(event?.detail).toMatchObject({ component: 'AdminRoute', tokenEmail: user.email });
    expect(event?.userId).toBeTypeOf('number');
  });
});
