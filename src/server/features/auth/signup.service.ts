import { eq } from 'drizzle-orm';
import type { RegisterBody, ResendVerifyOtpBody, VerifyOtpBody } from '#shared/contract/auth.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { sendOtpMail, sendWelcomeMail } from './auth.mails.ts';
import { checkOtp, issueOtp, latestPendingSignup } from './otp.service.ts';
import { hashPassword } from './password.ts';
import { roleFor } from './roles.ts';

const OTP_SENT = 'OTP sent to your email';
const DAY = 24 * 60 * 60 * 1000;

async function refuseTaken(db: Db, email: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) throw new DomainError('EMAIL_TAKEN');
}

/**
 * Sign-up step 1: keeps the details (password already hashed) with a new code and e-mails the
 * code. No account exists until the code is verified; an existing account's e-mail is refused.
 */
export async function register(
  deps: AppDeps,
  caller: Visitor,
  body: RegisterBody,
): Promise<Outcome> {
  await refuseTaken(deps.db, body.email);
  const passwordHash = await hashPassword(body.password);
  const { code, challengeId } = await issueOtp(deps, {
    email: body.email,
    purpose: 'signup',
    ip: caller.ip,
    pendingSignup: { name: body.name, phone: body.phoneNumber, passwordHash },
  });
  await sendOtpMail(deps, {
    to: body.email,
    code,
    purpose: 'signup',
    name: body.name,
    challengeId,
  });
  return { message: OTP_SENT };
}

/** Sends the sign-up code again, for the details of the newest sign-up of the last day. */
export async function resendVerifyOtp(
  deps: AppDeps,
  caller: Visitor,
  body: ResendVerifyOtpBody,
): Promise<Outcome> {
  await refuseTaken(deps.db, body.email);
  const pending = await latestPendingSignup(deps.db, body.email, new Date(+deps.clock() - DAY));
  if (!pending) throw new DomainError('NOT_FOUND', 'Please sign up first.');
  const { code, challengeId } = await issueOtp(deps, {
    email: body.email,
    purpose: 'signup',
    ip: caller.ip,
    pendingSignup: pending,
  });
  await sendOtpMail(deps, {
    to: body.email,
    code,
    purpose: 'signup',
    name: pending.name,
    challengeId,
  });
  return { message: OTP_SENT };
}

/**
 * Sign-up step 2: a right code creates the account from the details kept at step 1 (the body's
 * copies are not trusted: the code proves the e-mail, not the rest). The code is used up in the
 * same transaction. Sends the welcome mail.
 */
export async function verifyOtp(
  deps: AppDeps,
  caller: Visitor,
  body: VerifyOtpBody,
): Promise<Outcome> {
  const { db, config, clock } = deps;
  const email = body.email;
  const outcome = await db.transaction(async (tx) => {
    const check = await checkOtp(tx, deps, {
      email,
      purpose: 'signup',
      code: body.otp,
      consume: true,
      ip: caller.ip,
    });
    if (!check.ok) return check;
    const pending = check.challenge.pendingSignup;
    if (!pending) return { ok: false as const, code: 'OTP_INVALID' as const };
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (taken) return { ok: false as const, code: 'EMAIL_TAKEN' as const };
    const now = clock();
    await tx.insert(users).values({
      email,
      name: pending.name,
      phone: pending.phone,
      passwordHash: pending.passwordHash,
      role: roleFor(config, email),
      createdAt: now,
      updatedAt: now,
    });
    return { ok: true as const, name: pending.name };
  });
  if (!outcome.ok) throw new DomainError(outcome.code);
  await sendWelcomeMail(deps, email, outcome.name);
  return { message: 'Account created. Please log in.' };
}
