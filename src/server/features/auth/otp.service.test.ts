import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { otpChallenges } from '../../db/schema/index.ts';
import { randomSecrets } from '../../lib/secrets.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { OTP_RULES, checkOtp, issueOtp } from './otp.service.ts';
import { newPerson } from '../../test/test-shop.ts';
import { testClock } from '../../test/test-app.ts';

const HOUR = 60 * 60_000;

describe.each(testEngines())('OTP rules on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.close();
  });

  const deps = () => ({ db: database.db, secrets: randomSecrets(), clock: testClock() });

  it('stores only a keyed hash of the code', async () => {
    const d = deps();
    const email = newPerson().email;
    const { code, challengeId } = await issueOtp(d, { email, purpose: 'reset' });
    const [row] = await d.db.select().from(otpChallenges).where(eq(otpChallenges.id, challengeId));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(d.clock().getTime() + OTP_RULES.ttlMs);
  });

  it('allows 5 codes an hour and 10 a day per e-mail', async () => {
    const d = deps();
    const email = newPerson().email;
    const issue = (purpose: 'signup' | 'reset') => issueOtp(d, { email, purpose });
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => 'ok',
        (e: unknown) => (e instanceof DomainError ? e.code : 'other'),
      );
    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      results.push(await codeOf(issue(i % 2 ? 'reset' : 'signup')));
      d.clock.advance(31_000);
    }
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'OTP_LIMIT']);
    d.clock.advance(HOUR);
    for (let i = 0; i < 6; i += 1) {
      results.push(await codeOf(issue('reset')));
      d.clock.advance(31_000);
    }
    expect(results.slice(6)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'OTP_LIMIT']);
    d.clock.advance(HOUR);
    expect(await codeOf(issue('reset'))).toBe('OTP_LIMIT'); // 10 in the last day
    d.clock.advance(24 * HOUR);
    expect(await codeOf(issue('reset'))).toBe('ok');
  });

  it('counts wrong tries and only checks the newest code', async () => {
    const d = deps();
    const email = newPerson().email;
    const first = await issueOtp(d, { email, purpose: 'reset' });
    d.clock.advance(31_000);
    const second = await issueOtp(d, { email, purpose: 'reset' });
    const check = (code: string, consume = false) =>
      d.db.transaction((tx) => checkOtp(tx, d, { email, purpose: 'reset', code, consume }));
    if (first.code !== second.code) {
      expect(await check(first.code)).toMatchObject({ ok: false, code: 'OTP_INVALID' });
    }
    expect(await check(second.code, true)).toMatchObject({ ok: true });
    expect(await check(second.code)).toMatchObject({ ok: false, code: 'OTP_INVALID' });
  });
});
