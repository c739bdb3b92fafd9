import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { newPerson, startTestShop } from '../../test/test-shop.ts';
import { PRODUCTION_ENV } from '../../test/test-app.ts';
import type { MailboxMessage } from './dev.service.ts';

describe.each(testEngines())('dev mailbox on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps sent mail, newest first, with the OTP, and the sign-up works from it', async () => {
    const shop = await startTestShop(database.db, { mail: 'dev' });
    const person = { ...newPerson(), name: '<b>Bold</b> Hacker' };
    await shop.call('auth/register', person);
    const list = await shop.app.inject(`/dev/mailbox.json?to=${encodeURIComponent(person.email)}`);
    expect(list.statusCode).toBe(200);
    const { messages } = list.json() as { messages: MailboxMessage[] };
    expect(messages).toHaveLength(1);
    const [mail] = messages;
    expect(mail).toMatchObject({ to: person.email, kind: 'otp-signup' });
    expect(mail?.otp).toMatch(/^\d{4}$/);
    expect(mail?.text).toContain(mail?.otp);

    const verified = await shop.call('auth/verifyOtp', { ...person, otp: mail?.otp });
    expect(verified.statusCode).toBe(200);
    const after = (await shop.app.inject(`/dev/mailbox.json?to=${person.email}`)).json() as {
      messages: MailboxMessage[];
    };
    expect(after.messages.map((m) => m.kind)).toEqual(['welcome', 'otp-signup']);
    expect(after.messages[0]?.otp).toBeNull();

    const page = await shop.app.inject('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`${mail?.otp} is your Campus Threads sign-up code`);
    expect(page.body).not.toContain('<b>Bold</b>');
    expect(page.body).toContain('&lt;b&gt;Bold&lt;/b&gt;');
    await shop.close();
  });

  it('is not there in production', async () => {
    const shop = await startTestShop(database.db, {
      mail: 'dev',
      env: PRODUCTION_ENV,
    });
    expect((await shop.app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect((await shop.app.inject('/dev/mailbox.json')).statusCode).toBe(404);
    await shop.close();
  });
});
