import type { LoginBody, SafetyProtocolBody } from '#shared/contract/auth.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { recordSecurityEvent } from '../security/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isSignedIn, type Caller, type Visitor } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { setPasswordHash, setRole, userByEmail } from './auth.queries.ts';
import { hashIsOutdated, hashPassword, verifyPassword } from './password.ts';
import { roleFor } from './roles.ts';
import { revokeSession, sessionsRevoked, startSession } from './session.service.ts';
import { startLoginAttempt } from './login-throttle.service.ts';

/** A started session, as login answers it. */
export interface SignedIn {
  accessToken: string;
  email: string;
  name: string;
  phone: string;
}

/**
 * Checks e-mail and password and starts a session. A failure does not say which of the two was
 * wrong and is recorded as a security event; repeated failures make the next tries of unknown
 * devices wait (login-throttle.service.ts). `device` is the nonce of the caller's valid device
 * cookie for this account, if any. The role follows ADMIN_EMAILS at every login.
 */
export async function login(
  deps: AppDeps,
  caller: Visitor,
  body: LoginBody,
  device?: string,
): Promise<SignedIn> {
  const { db, config } = deps;
  const attempt = await startLoginAttempt(deps, caller.ip, body.email, device);
  const user = await userByEmail(db, body.email);
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await attempt.failed();
    await recordSecurityEvent(db, {
      kind: 'login_failed',
      email: body.email,
      userId: user?.id ?? null,
      ip: caller.ip,
      detail: {
        reason: user ? 'wrong_password' : 'unknown_email',
        knownDevice: attempt.knownDevice,
      },
    });
    throw new DomainError('INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
  // A hash made with older settings is remade now that the password is known (password.ts). Who
  // has an account is no secret to keep here: sign-up answers EMAIL_TAKEN.
  if (hashIsOutdated(user.passwordHash)) {
    const passwordHash = await hashPassword(body.password);
    await setPasswordHash(db, user.id, passwordHash);
  }
  const role = roleFor(config, user.email);
  if (role !== user.role) {
    await setRole(db, user.id, role);
    // The user's sessions on any instance carry the old role until forgotten.
    await sessionsRevoked(deps, { userId: user.id });
  }
  const accessToken = await startSession(deps, { id: user.id, email: user.email, role }, caller);
  return { accessToken, email: user.email, name: user.name, phone: user.phone };
}

/** Ends the session of the token that made the call. */
export async function logout(deps: AppDeps, caller: Caller): Promise<Outcome> {
  await revokeSession(deps, caller.jti);
  return { message: 'Logged out' };
}

/** A client saw a token whose e-mail differs from the one it stored: keep a record. */
export async function reportSuspiciousActivity(
  deps: AppDeps,
  caller: Visitor,
  body: SafetyProtocolBody,
): Promise<Outcome> {
  const user = isSignedIn(caller) ? caller : null;
  deps.log.warn(
    { susEmailId: body.susEmailId, component: body.component },
    'safetyProtocol report',
  );
  await recordSecurityEvent(deps.db, {
    kind: 'safety_protocol',
    email: body.susEmailId || null,
    userId: user?.userId ?? null,
    ip: caller.ip,
    detail: {
      susEmailId: body.susEmailId,
      component: body.component,
      tokenEmail: user?.email ?? null,
      userAgent: caller.userAgent?.slice(0, 300) ?? null,
    },
  });
  return { message: 'Reported' };
}
