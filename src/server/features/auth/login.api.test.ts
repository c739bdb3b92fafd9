import { hash } from '@node-rs/argon2';
import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { MessageReply } from '#shared/contract/common.ts';
import { securityEvents, users } from '../../db/schema/index.ts';
import { endpointRoute } from '../../plugins/contract-routes.ts';
import { randomSecrets } from '../../lib/secrets.ts';
import { AUTH_LIMITS } from './auth.limits.ts';
import {
  TEST_ADMIN_EMAIL,
  logIn,
  newPerson,
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

  it(
    'refuses forgot-password calls from one address over its ceiling',
    { timeout: 180_000 },
    async () => {
      const ip = '10.3.0.1';
      const ceiling = AUTH_LIMITS.forgetPassword.ip.max;
      const codes: number[] = [];
      for (let i = 0; i <= ceiling; i += 1) {
        codes.push(
          (await shop.call('auth/forgetPassword', { email: newPerson().email }, { ip })).statusCode,
        );
      }
      expect(codes.slice(0, ceiling).every((c) => c === 404)).toBe(true);
      expect(codes[ceiling]).toBe(429);
    },
  );

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
