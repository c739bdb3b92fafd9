import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { OTP_RESEND_COOLDOWN_S, type OtpPurpose } from '#shared/rules/otp.ts';
import type { OtpChallenge, PendingSignup } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AppSecrets } from '../../lib/secrets.ts';
import { recordSecurityEvent } from '../security/index.ts';
import {
  challengesSince,
  consumeChallenge,
  countWrongTry,
  insertChallenge,
  newestChallenge,
} from './otp.queries.ts';

/** The OTP rules of docs/product.md#otp-rules (why: docs/spec-decisions.md). */
export const OTP_RULES = {
  ttlMs: 10 * 60_000,
  maxWrongTries: 5,
  resendCooldownMs: OTP_RESEND_COOLDOWN_S * 1000,
  maxPerHour: 5,
  maxPerDay: 10,
} as const;

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

export interface OtpDeps {
  db: Db;
  secrets: AppSecrets;
  clock: () => Date;
}

function hashCode(key: Uint8Array, purpose: OtpPurpose, email: string, code: string): string {
  return createHmac('sha256', key).update(`${purpose}:${email}:${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Serialises OTP work per e-mail (also across server processes) for the transaction. */
const lockEmail = (tx: Tx, email: string) => lockForTransaction(tx, `otp:${email}`);

/**
 * Issues a new 4-digit code for `email` and returns it (to be e-mailed). Enforces the resend
 * cooldown (per purpose) and the hourly and daily caps (per e-mail). A new code replaces the
 * earlier open ones of the same purpose: only the newest code is checked.
 */
export async function issueOtp(
  { db, secrets, clock }: OtpDeps,
  input: { email: string; purpose: OtpPurpose; ip?: string; pendingSignup?: PendingSignup },
): Promise<{ code: string; challengeId: number }> {
  const { email, purpose } = input;
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  return db.transaction(async (tx) => {
    await lockEmail(tx, email);
    const now = clock();
    const recent = await challengesSince(tx, email, new Date(+now - DAY));
    const last = recent.find((r) => r.purpose === purpose);
    const wait = last ? +last.createdAt + OTP_RULES.resendCooldownMs - +now : 0;
    if (wait > 0) {
      const secs = Math.ceil(wait / 1000);
      throw new DomainError(
        'OTP_COOLDOWN',
        `Please wait ${secs} second${secs === 1 ? '' : 's'} before asking for another OTP.`,
      );
    }
    const lastHour = recent.filter((r) => +r.createdAt > +now - HOUR).length;
    if (lastHour >= OTP_RULES.maxPerHour || recent.length >= OTP_RULES.maxPerDay) {
      throw new DomainError(
        'OTP_LIMIT',
        lastHour >= OTP_RULES.maxPerHour
          ? 'Too many OTPs requested. Please try again in an hour.'
          : 'Too many OTPs requested today. Please try again tomorrow.',
      );
    }
    const challengeId = await insertChallenge(tx, {
      email,
      purpose,
      codeHash: hashCode(secrets.otpKey, purpose, email, code),
      pendingSignup: input.pendingSignup ?? null,
      ip: input.ip ?? null,
      createdAt: now,
      expiresAt: new Date(+now + OTP_RULES.ttlMs),
    });
    return { code, challengeId };
  });
}

export type OtpCheck =
  | { ok: true; challenge: OtpChallenge }
  | { ok: false; code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_TRIES' };

/**
 * Checks `code` against the newest challenge of the e-mail, inside the caller's transaction (so a sign-up
 * or reset commits together with the used-up code). A wrong code counts a try and records a
 * security event; after 5 wrong tries even the right code fails. It returns instead of throwing
 * so the counted try commits: the caller throws `DomainError(result.code)` after the transaction.
 */
export async function checkOtp(
  tx: Tx,
  { secrets, clock }: Omit<OtpDeps, 'db'>,
  input: { email: string; purpose: OtpPurpose; code: string; consume: boolean; ip?: string },
): Promise<OtpCheck> {
  const { email, purpose } = input;
  await lockEmail(tx, email);
  const now = clock();
  const challenge = await newestChallenge(tx, email, purpose);

  const fail = async (code: 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_TOO_MANY_TRIES') => {
    await recordSecurityEvent(
      tx,
      {
        kind: 'otp_failed',
        email,
        ip: input.ip ?? null,
        detail: { purpose, reason: code, challengeId: challenge?.id ?? null },
      },
      now,
    );
    return { ok: false as const, code };
  };

  // Only the newest code counts: an older one, or one already used, is refused.
  if (!challenge || challenge.consumedAt) return fail('OTP_INVALID');
  if (challenge.attempts >= OTP_RULES.maxWrongTries) return fail('OTP_TOO_MANY_TRIES');
  if (+challenge.expiresAt <= +now) return fail('OTP_EXPIRED');
  if (!sameHash(challenge.codeHash, hashCode(secrets.otpKey, purpose, email, input.code))) {
    await countWrongTry(tx, challenge.id);
    return fail('OTP_INVALID');
  }
  if (input.consume) await consumeChallenge(tx, challenge.id, now);
  return { ok: true, challenge };
}
