import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { securityEvents, users } from '../../db/schema/index.ts';
import { lastOtp, newPerson, signUp, type Person, describeShop } from '../../test/test-shop.ts';

const wrongOtp = (otp: string) => String((Number(otp) + 1) % 10_000).padStart(4, '0');

describeShop('sign-up API', { engines: 'every' }, ({ database, shop }) => {
  it('signs up with an e-mailed OTP, then logs in', async () => {
    const person = newPerson();
    const registered = await shop.call('auth/register', {
      ...person,
      email: ` ${person.email.toUpperCase()} `,
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ status: 200, message: 'OTP sent to your email' });
    const otpMail = shop.smtp.lastTo(person.email);
    expect(otpMail?.subject).toMatch(/^\d{4} is your Campus Threads sign-up code$/);
    expect(otpMail?.html).toContain(lastOtp(shop, person.email));

    // No usable account before the code is verified.
    const early = await shop.call('auth/login', { email: person.email, password: person.password });
    expect(early.statusCode).toBe(401);

    const verified = await shop.call('auth/verifyOtp', {
      ...person,
      otp: lastOtp(shop, person.email),
    });
    expect(verified.json()).toMatchObject({
      status: 200,
      message: 'Account created. You are signed in.',
    });
    expect(shop.smtp.lastTo(person.email)?.subject).toBe('Welcome to Campus Threads');

    const login = await shop.call('auth/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({
      status: 200,
      email: person.email,
      userName: person.name,
      userPhone: person.phoneNumber,
      message: 'Logged in successfully',
    });
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ email: person.email, role: 'customer' });
    expect(claims.sub).toMatch(/^\d+$/);
    expect(claims.jti).toBeTruthy();
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const details = await shop.call('auth/get-user-details', {}, { token: body.accessToken });
    expect(details.json()).toMatchObject({ name: person.name, email: person.email });

    const [row] = await database.db.select().from(users).where(eq(users.email, person.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an e-mail that already has an account', async () => {
    const person = await signUp(shop);
    const again = await shop.call('auth/register', { ...person, name: 'Someone Else' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 404,
      code: 'EMAIL_TAKEN',
      message: 'An account with this email already exists. Please log in.',
      error: 'An account with this email already exists. Please log in.',
    });
  });

  const stranger = (person: Person) => ({
    ...person,
    name: 'Someone Else',
    phoneNumber: '9000000001',
    password: 'stranger password',
  });

  it('gives the account the details of whoever holds the code, not of a later register', async () => {
    const owner = newPerson();
    await shop.call('auth/register', owner, { ip: '10.5.0.1' });
    shop.clock.advance(31_000);
    await shop.call('auth/register', stranger(owner), { ip: '10.6.0.1' });

    // The owner of the mailbox enters the newest code there with the details they typed.
    const verified = await shop.call('auth/verifyOtp', {
      ...owner,
      otp: lastOtp(shop, owner.email),
    });
    expect(verified.statusCode).toBe(200);
    const strangers = await shop.call('auth/login', {
      email: owner.email,
      password: stranger(owner).password,
    });
    expect(strangers.statusCode).toBe(401);
    const own = await shop.call('auth/login', { email: owner.email, password: owner.password });
    expect(own.json()).toMatchObject({
      status: 200,
      userName: owner.name,
      userPhone: owner.phoneNumber,
    });
  });

  it('answers a repeated register like a first one (no sign-up is shown to be under way)', async () => {
    const owner = newPerson();
    const first = await shop.call('auth/register', owner, { ip: '10.5.0.2' });
    const soon = await shop.call('auth/register', stranger(owner), { ip: '10.6.0.2' });
    expect(soon.statusCode).toBe(200);
    expect(soon.json()).toEqual(first.json());
    shop.clock.advance(31_000);
    const later = await shop.call('auth/register', stranger(owner), { ip: '10.6.0.2' });
    expect(later.json()).toEqual(first.json());
  });

  it('refuses a short password and missing details with the form messages', async () => {
    const short = await shop.call('auth/register', { ...newPerson(), password: 'abc123' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Password must be at least 7 characters long',
    });
    const missing = await shop.call('auth/register', { ...newPerson(), name: '' });
    expect(missing.json()).toMatchObject({ message: 'Enter Details' });
  });

  it('refuses a wrong code (recorded), then accepts the right one', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    const otp = lastOtp(shop, person.email);
    const wrong = await shop.call('auth/verifyOtp', { ...person, otp: wrongOtp(otp) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID', message: 'Enter valid otp' });
    const events = await database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'otp_failed'), eq(securityEvents.email, person.email)));
    expect(events).toHaveLength(1);
    const right = await shop.call('auth/verifyOtp', { ...person, otp });
    expect(right.statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    shop.clock.advance(10 * 60_000 + 1000);
    const late = await shop.call('auth/verifyOtp', { ...person, otp: lastOtp(shop, person.email) });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('refuses a code that was already used', async () => {
    const person = await signUp(shop);
    const reuse = await shop.call('auth/verifyOtp', {
      ...person,
      otp: lastOtp(shop, person.email),
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('fails the sixth try even with the right code', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    const otp = lastOtp(shop, person.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await shop.call('auth/verifyOtp', { ...person, otp: wrongOtp(otp) });
      expect(res.json()).toMatchObject({ code: 'OTP_INVALID' });
    }
    const sixth = await shop.call('auth/verifyOtp', { ...person, otp });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'OTP_TOO_MANY_TRIES' });
    // From an address with no failed logins of its own (the file's earlier tests made some).
    const login = await shop.call(
      'auth/login',
      { email: person.email, password: person.password },
      { ip: '198.51.100.6' },
    );
    expect(login.statusCode).toBe(401);
  });

  it('creates one account when the right code arrives many times at once', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    const otp = lastOtp(shop, person.email);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => shop.call('auth/verifyOtp', { ...person, otp })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const rows = await database.db.select().from(users).where(eq(users.email, person.email));
    expect(rows).toHaveLength(1);
  });

  it('counts wrong guesses sent in parallel', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    const otp = lastOtp(shop, person.email);
    await Promise.all(
      Array.from({ length: 8 }, () =>
        shop.call('auth/verifyOtp', { ...person, otp: wrongOtp(otp) }),
      ),
    );
    const right = await shop.call('auth/verifyOtp', { ...person, otp });
    expect(right.json()).toMatchObject({ code: 'OTP_TOO_MANY_TRIES' });
  });

  const signupMails = (email: string) =>
    shop.smtp.messages.filter(
      (m) =>
        [m.to ?? []].flat().some((a) => a.value.some((v) => v.address === email)) &&
        / sign-up code$/.test(m.subject ?? ''),
    ).length;

  it('resends after the 30 s cooldown; only the newest code works', async () => {
    const person = newPerson();
    const registered = await shop.call('auth/register', person);
    const first = lastOtp(shop, person.email);
    // Too soon: the same reply as any resend (a different one would tell a sign-up is under
    // way), and no new mail.
    const tooSoon = await shop.call('auth/resendVerifyOtp', { email: person.email });
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json()).toEqual(registered.json());
    expect(signupMails(person.email)).toBe(1);

    shop.clock.advance(31_000);
    const resent = await shop.call('auth/resendVerifyOtp', { email: person.email });
    expect(resent.json()).toEqual({ status: 200, message: 'OTP sent to your email' });
    expect(signupMails(person.email)).toBe(2);
    const second = lastOtp(shop, person.email);
    if (second !== first) {
      const old = await shop.call('auth/verifyOtp', { ...person, otp: first });
      expect(old.json()).toMatchObject({ code: 'OTP_INVALID' });
    }
    const ok = await shop.call('auth/verifyOtp', { ...person, otp: second });
    expect(ok.statusCode).toBe(200);
  });

  it('sends at most 5 codes per hour to one e-mail', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    for (let i = 0; i < 4; i += 1) {
      shop.clock.advance(31_000);
      const res = await shop.call('auth/resendVerifyOtp', { email: person.email });
      expect(res.statusCode).toBe(200);
    }
    expect(signupMails(person.email)).toBe(5);
    shop.clock.advance(31_000);
    const capped = await shop.call('auth/resendVerifyOtp', { email: person.email });
    expect(capped.json()).toEqual({ status: 200, message: 'OTP sent to your email' });
    expect(signupMails(person.email)).toBe(5);
  });

  it('answers resendVerifyOtp alike for a sign-up under way, an account and an unknown e-mail', async () => {
    const pending = newPerson();
    await shop.call('auth/register', pending);
    const account = await signUp(shop);
    const unknown = newPerson();
    shop.clock.advance(31_000);
    const replies = await Promise.all(
      [pending, account, unknown].map((p) =>
        shop.call('auth/resendVerifyOtp', { email: p.email }, { ip: '10.7.0.1' }),
      ),
    );
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 200, message: 'OTP sent to your email' });
    }
    // Only the sign-up under way gets a code.
    expect(signupMails(pending.email)).toBe(2);
    expect(signupMails(account.email)).toBe(1);
    expect(signupMails(unknown.email)).toBe(0);
  });

  it('rate-limits registrations per e-mail', async () => {
    const person = newPerson();
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      shop.clock.advance(31_000);
      codes.push((await shop.call('auth/register', person, { ip: `10.1.0.${i + 1}` })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    shop.clock.advance(31_000);
    const limited = await shop.call('auth/register', person, { ip: '10.1.0.99' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(
      /^Too many attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
