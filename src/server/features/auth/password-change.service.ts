import type { ChangePasswordBody } from '#shared/contract/profile.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { sendPasswordChangedMail } from './auth.mails.ts';
import { setPasswordByEmail, userByEmail } from './auth.queries.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeOtherSessions } from './sessions.queries.ts';
import { sessionsRevoked } from './session.service.ts';

/**
 * auth/change-password (docs/product.md#profile): a signed-in student changes their password
 * with the current one. Every other session of the account ends in the same transaction (a
 * phone left signed in somewhere, or someone who learnt the old password); the session that
 * asked stays signed in. The "password changed" mail goes out as after a reset.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'log' | 'bus'>,
  caller: Caller,
  body: ChangePasswordBody,
): Promise<Outcome> {
  const user = await userByEmail(deps.db, caller.email);
  if (!user || user.id !== caller.userId) throw new DomainError('SESSION_EXPIRED');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw new DomainError('CURRENT_PASSWORD_WRONG');
  }
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await setPasswordByEmail(tx, user.email, passwordHash, now);
    await revokeOtherSessions(tx, user.id, caller.jti, now);
  });
  await sessionsRevoked(deps, { userId: user.id });
  await sendPasswordChangedMail(deps, user.email, user.name, now);
  return { message: 'Password changed. You are signed out everywhere else.' };
}
