import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, testEngines, type TestDatabase } from '../test/db-harness.ts';
import { otpChallenges, users } from '../db/schema/index.ts';
import { lastOtp, newPerson, startTestShop, type TestShop } from '../test/test-shop.ts';
import type { MailboxMessage } from '../features/dev/dev.service.ts';
import { logRedaction } from './log-redaction.ts';

/** An address as the log shows it: `s***@campus.example`. */
const masked = (email: string) => `${email[0]}***${email.slice(email.indexOf('@'))}`;

/** A 4-digit code as it would stand in a log line (not inside a longer number or an id). */
const standalone = (code: string) => new RegExp(`(?<![\\w.-])${code}(?![\\w-])`);

describe.each(testEngines())('the log on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.close());

  it('never holds a password, hash, OTP or token, whatever the calls do', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace', ...logRedaction }, { write: (l: string) => lines.push(l) });
    const shop: TestShop = await startTestShop(database.db, { log });
    const secrets: string[] = [];
    const codes: string[] = [];
    const secret = (value: string) => (secrets.push(value), value);
    const call = (path: string, body: unknown, token?: string) =>
      shop.call(path, body, token ? { token } : {});
    const person = { ...newPerson(), password: secret(`first secret ${Math.random()}`) };
    const hashOf = async () => {
      const [row] = await database.db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.email, person.email));
      return secret(row!.hash);
    };
    // A rule the rows of a test break (as a faulty write would): the database refuses the row
    // and its error lists the row's values, the password hash among them.
    const refuseUserRows = (on: boolean) =>
      database.db.execute(
        on
          ? sql`alter table users add constraint log_test_refuse check (name <> 'refuse me') not valid`
          : sql`alter table users drop constraint log_test_refuse`,
      );

    try {
      // Sign-up: a wrong code, the right one.
      await call('auth/register', person);
      const signupCode = lastOtp(shop, person.email);
      codes.push(signupCode);
      const [challenge] = await database.db
        .select({ hash: otpChallenges.codeHash })
        .from(otpChallenges)
        .where(eq(otpChallenges.email, person.email));
      secret(challenge!.hash);
      await call('auth/verifyOtp', { ...person, otp: signupCode === '0000' ? '0001' : '0000' });
      expect((await call('auth/verifyOtp', { ...person, otp: signupCode })).statusCode).toBe(200);
      await hashOf();

      // Logins: right, wrong (until throttled), a call with the bearer token.
      const login = await call('auth/login', { email: person.email, password: person.password });
      const token = secret(login.json<{ accessToken: string }>().accessToken);
      secret(token.split('.')[2]!);
      for (let i = 0; i < 5; i += 1) {
        await call('auth/login', { email: person.email, password: secret(`wrong secret ${i}`) });
      }
      expect((await call('auth/get-user-details', {}, token)).statusCode).toBe(200);
      await call(
        'auth/update-user-details',
        { name: person.name, email: person.email, phoneNumber: person.phoneNumber },
        token,
      );

      // Forgotten password, then a new one.
      await call('auth/forgetPassword', { email: person.email });
      const resetCode = lastOtp(shop, person.email);
      codes.push(resetCode);
      await call('auth/isChangePassword', { email: person.email, otp: resetCode });
      person.password = secret(`second secret ${Math.random()}`);
      const reset = await call('auth/resetPassword', {
        email: person.email,
        password: person.password,
        otp: resetCode,
      });
      expect(reset.statusCode).toBe(200);
      await hashOf();

      // Refused input: control characters, oversized values, a body over the size limit.
      await call('auth/register', { ...person, name: 'nul\u0000name', email: newPerson().email });
      await call('auth/login', { email: person.email, password: `${person.password}\u0000` });
      await call('auth/resetPassword', {
        email: person.email,
        password: secret('x'.repeat(5000) + 'huge secret'),
        otp: resetCode,
      });
      await call('auth/login', { email: person.email, password: 'y'.repeat(2_000_000) });

      // Database errors that carry row values: a sign-up and a reset the database refuses.
      await database.db
        .update(users)
        .set({ name: 'refuse me' })
        .where(eq(users.email, person.email));
      await refuseUserRows(true);
      try {
        const other = {
          ...newPerson(),
          name: 'refuse me',
          password: secret(`third ${Math.random()}`),
        };
        await call('auth/register', other);
        const otherCode = lastOtp(shop, other.email);
        codes.push(otherCode);
        const failed = await call('auth/verifyOtp', { ...other, otp: otherCode });
        expect(failed.statusCode).toBe(500);
        shop.clock.advance(31_000);
        await call('auth/forgetPassword', { email: person.email });
        const lastCode = lastOtp(shop, person.email);
        codes.push(lastCode);
        const refused = await call('auth/resetPassword', {
          email: person.email,
          password: secret(`fourth secret ${Math.random()}`),
          otp: lastCode,
        });
        expect(refused.statusCode).toBe(500);
      } finally {
        await refuseUserRows(false);
      }
      await call('auth/logout', {}, token);
    } finally {
      await shop.close();
    }

    const text = lines.join('');
    // The log did record the calls and the database errors, with what helps to fix them.
    expect(text).toContain('request completed');
    const errors = lines.filter((l) => l.includes('"msg":"unhandled error"'));
    expect(errors).toHaveLength(2);
    for (const line of errors) expect(line).toContain('log_test_refuse');
    expect(text).not.toContain('$argon2');
    for (const value of secrets) expect(text).not.toContain(value);
    for (const code of codes) expect(text).not.toMatch(standalone(code));
    // Addresses are masked: the sign-up mail is logged to s***@… only.
    expect(text).not.toContain(person.email);
    expect(text).toContain(masked(person.email));
  });

  it('keeps the OTP out of the log when mail goes to the dev mailbox', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'trace', ...logRedaction }, { write: (l: string) => lines.push(l) });
    const shop = await startTestShop(database.db, { mail: 'dev', log });
    const person = newPerson();
    try {
      await shop.call('auth/register', person);
      const list = await shop.app.inject(
        `/dev/mailbox.json?to=${encodeURIComponent(person.email)}`,
      );
      const [mail] = list.json<{ messages: MailboxMessage[] }>().messages;
      expect(mail?.otp).toMatch(/^\d{4}$/);
      const text = lines.join('');
      expect(text).toContain(masked(person.email)); // the mail is logged, its address masked …
      expect(text).not.toContain(person.email);
      expect(text).not.toMatch(standalone(mail!.otp!)); // … without its code
    } finally {
      await shop.close();
    }
  });
});
