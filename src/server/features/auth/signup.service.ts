import type { RegisterBody, ResendVerifyOtpBody, VerifyOtpBody } from '#shared/contract/auth.ts';
import type { Db } from '../../db/client.ts';
import type { PendingSignup } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { sendOtpMail, sendWelcomeMail } from './auth.mails.ts';
import { insertUser, userIdByEmail } from './auth.queries.ts';
import { latestPendingSignup } from './otp.queries.ts';
import { checkOtp, issueOtp } from './otp.service.ts';
import { hashPassword } from './password.ts';
import { roleFor } from './roles.ts';
import type { SignedIn } from './auth.service.ts';
import { startSession } from './session.service.ts';

const OTP_SENT = 'OTP sent to your email';
const DAY = 24 * 60 * 60 * 1000;

async function hasAccount(db: Db, email: string): Promise<boolean> {
  return (await userIdByEmail(db, email)) !== undefined;
}

/**
 * Issues and e-mails a sign-up code. Within the resend cooldown or over the hourly and daily caps
 * nothing is sent, silently: a refusal would tell anyone asking that a sign-up is under way.
 */
async function sendSignupCode(
  deps: AppDeps,
  caller: Visitor,
  email: string,
  pendingSignup: PendingSignup,
) {
  let issued: Awaited<ReturnType<typeof issueOtp>>;
  try {
    issued = await issueOtp(deps, { email, purpose: 'signup', ip: caller.ip, pendingSignup });
  } catch (err) {
    if (err instanceof DomainError && (err.code === 'OTP_COOLDOWN' || err.code === 'OTP_LIMIT')) {
      return;
    }
    throw err;
  }
  const { code, ...challenge } = issued;
  await sendOtpMail(deps, {
    to: email,
    code,
    purpose: 'signup',
    name: pendingSignup.name,
    ...challenge,
  });
}

/**
 * Sign-up step 1: e-mails a code. No account exists until the code is verified; an existing
 * account's e-mail is refused. A repeat register (by anyone) answers like a first one and keeps
 * nothing of the earlier one's: the account is made from what the holder of the code types.
 */
export async function register(
  deps: AppDeps,
  caller: Visitor,
  body: RegisterBody,
): Promise<Outcome> {
  if (await hasAccount(deps.db, body.email)) throw new DomainError('EMAIL_TAKEN');
  await sendSignupCode(deps, caller, body.email, { name: body.name });
  return { message: OTP_SENT };
}

/**
 * Sends the sign-up code again when a sign-up of the last day is under way. The reply is the
 * same for an e-mail with an account, an unknown one or one within the cooldown, so it does not
 * tell which e-mails are registered or signing up.
 */
export async function resendVerifyOtp(
  deps: AppDeps,
  caller: Visitor,
  body: ResendVerifyOtpBody,
): Promise<Outcome> {
  if (await hasAccount(deps.db, body.email)) return { message: OTP_SENT };
  const pending = await latestPendingSignup(deps.db, body.email, new Date(+deps.clock() - DAY));
  if (pending) await sendSignupCode(deps, caller, body.email, pending);
  return { message: OTP_SENT };
}

/**
 * Sign-up step 2: a right code creates the account from the details sent with it. The code
 * proves the mailbox, so whoever holds it chooses the password: details kept from a register
 * could be a stranger's who registered the same e-mail. The code is used up in the same
 * transaction. Sends the welcome mail and starts a session: the code proved the mailbox as a
 * login would, so the student goes on signed in (docs/product.md#accounts).
 */
export async function verifyOtp(
  deps: AppDeps,
  caller: Visitor,
  body: VerifyOtpBody,
): Promise<Outcome & SignedIn> {
  const { db, config, clock } = deps;
  const email = body.email;
  const passwordHash = await hashPassword(body.password);
  const outcome = await db.transaction(async (tx) => {
    const check = await checkOtp(tx, deps, {
      email,
      purpose: 'signup',
      code: body.otp,
      consume: true,
      ip: caller.ip,
    });
    if (!check.ok) return check;
    const taken = await userIdByEmail(tx, email);
    if (taken !== undefined) return { ok: false as const, code: 'EMAIL_TAKEN' as const };
    const now = clock();
    const role = roleFor(config, email);
    const id = await insertUser(tx, {
      email,
      name: body.name,
      phone: body.phoneNumber,
      passwordHash,
      role,
      createdAt: now,
      updatedAt: now,
    });
    return { ok: true as const, id, role };
  });
  if (!outcome.ok) throw new DomainError(outcome.code);
  await sendWelcomeMail(deps, email, body.name);
  const accessToken = await startSession(
    deps,
    { id: outcome.id, email, role: outcome.role },
    caller,
  );
  return {
    message: 'Account created. You are signed in.',
    accessToken,
    email,
    name: body.name,
    phone: body.phoneNumber,
  };
}
