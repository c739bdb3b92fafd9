import type {
  ForgetPasswordBody,
  IsChangePasswordBody,
  ResetPasswordBody,
} from '#shared/contract/auth.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { AppDeps } from '../../deps.ts';
import type { Visitor } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { sendOtpMail, sendPasswordChangedMail } from './auth.mails.ts';
import { setPasswordByEmail, userNameByEmail } from './auth.queries.ts';
import { checkOtp, issueOtp } from './otp.service.ts';
import { hashPassword } from './password.ts';
import { revokeAllSessions } from './sessions.queries.ts';
import type { SignedIn } from './auth.service.ts';
import { sessionsRevoked, startSession } from './session.service.ts';

/**
 * Reset step 1: e-mails a reset code. An unknown e-mail is refused with "This email is not
 * registered" (the sign-in screen shows it; the route is rate-limited per IP).
 */
export async function forgetPassword(
  deps: AppDeps,
  caller: Visitor,
  body: ForgetPasswordBody,
): Promise<Outcome> {
  const user = await userNameByEmail(deps.db, body.email);
  if (!user) throw new DomainError('EMAIL_NOT_REGISTERED');
  const { code, challengeId } = await issueOtp(deps, {
    email: body.email,
    purpose: 'reset',
    ip: caller.ip,
  });
  await sendOtpMail(deps, { to: body.email, code, purpose: 'reset', name: user.name, challengeId });
  return { message: 'OTP sent to your email' };
}

/**
 * Reset step 2 (`auth/isChangePassword`): checks the code without using it up (a wrong one
 * still counts a try).
 */
export async function checkResetCode(
  deps: AppDeps,
  caller: Visitor,
  body: IsChangePasswordBody,
): Promise<Outcome> {
  const check = await deps.db.transaction((tx) =>
    checkOtp(tx, deps, {
      email: body.email,
      purpose: 'reset',
      code: body.otp,
      consume: false,
      ip: caller.ip,
    }),
  );
  if (!check.ok) throw new DomainError(check.code);
  return { message: 'Verified' };
}

/**
 * Reset step 3: uses up the code, sets the new password and ends every session of the account
 * in one transaction, then sends the "password changed" mail and starts a session for this
 * device: the code proved the mailbox and the new password is the one just typed, so the
 * student goes on signed in (docs/product.md#accounts).
 */
export async function resetPassword(
  deps: AppDeps,
  caller: Visitor,
  body: ResetPasswordBody,
): Promise<Outcome & SignedIn> {
  const { db, clock } = deps;
  const passwordHash = await hashPassword(body.password);
  const outcome = await db.transaction(async (tx) => {
    const check = await checkOtp(tx, deps, {
      email: body.email,
      purpose: 'reset',
      code: body.otp,
      consume: true,
      ip: caller.ip,
    });
    if (!check.ok) return check;
    const now = clock();
    const user = await setPasswordByEmail(tx, body.email, passwordHash, now);
    if (!user) return { ok: false as const, code: 'EMAIL_NOT_REGISTERED' as const };
    await revokeAllSessions(tx, user.id, now);
    return { ok: true as const, user, at: now };
  });
  if (!outcome.ok) throw new DomainError(outcome.code);
  const { user } = outcome;
  await sessionsRevoked(deps, { userId: user.id });
  await sendPasswordChangedMail(deps, body.email, user.name, outcome.at);
  const accessToken = await startSession(deps, user, caller);
  return {
    message: 'Password changed. You are signed in.',
    accessToken,
    email: user.email,
    name: user.name,
    phone: user.phone,
  };
}
