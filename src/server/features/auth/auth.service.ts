import { eq } from 'drizzle-orm';
import type { LoginBody, LoginReply, SafetyProtocolBody } from '#shared/contract/auth.ts';
import type { MessageReply, StatusReply } from '#shared/contract/common.ts';
import { users } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { recordSecurityEvent } from '../security/security.service.ts';
import type { AuthDeps, RequestInfo } from './auth.deps.ts';
import { verifyPassword } from './password.ts';
import { roleFor } from './roles.ts';
import { revokeSession, startSession, type Caller } from './session.service.ts';

/**
 * Checks e-mail and password and starts a session. A failure does not say which of the two was
 * wrong and is recorded as a security event. The role follows ADMIN_EMAILS at every login.
 */
export async function login(
  deps: AuthDeps,
  body: LoginBody,
  info: RequestInfo,
): Promise<LoginReply> {
  const { db, config } = deps;
  const [user] = await db.select().from(users).where(eq(users.email, body.email));
  const ok = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await recordSecurityEvent(db, {
      kind: 'login_failed',
      email: body.email,
      userId: user?.id ?? null,
      ip: info.ip,
      detail: { reason: user ? 'wrong_password' : 'unknown_email' },
    });
    throw new DomainError('INVALID_CREDENTIALS');
  }
  const role = roleFor(config, user.email);
  if (role !== user.role) await db.update(users).set({ role }).where(eq(users.id, user.id));
  const accessToken = await startSession(deps, { id: user.id, email: user.email, role }, info);
  return {
    status: 200,
    accessToken,
    email: user.email,
    userName: user.name,
    userPhone: user.phone,
    message: 'Logged in successfully',
  };
}

/** Ends the session of the token that made the call. */
export async function logout(deps: AuthDeps, caller: Caller): Promise<MessageReply> {
  await revokeSession(deps, caller.jti);
  return { status: 200, message: 'Logged out' };
}

/** A client saw a token whose e-mail differs from the one it stored: keep a record. */
export async function reportSuspiciousActivity(
  deps: AuthDeps,
  body: SafetyProtocolBody,
  caller: Caller | null,
  info: RequestInfo,
): Promise<StatusReply> {
  deps.log.warn(
    { susEmailId: body.susEmailId, component: body.component },
    'safetyProtocol report',
  );
  await recordSecurityEvent(deps.db, {
    kind: 'safety_protocol',
    email: body.susEmailId || null,
    userId: caller?.userId ?? null,
    ip: info.ip,
    detail: {
      susEmailId: body.susEmailId,
      component: body.component,
      tokenEmail: caller?.email ?? null,
      userAgent: info.userAgent?.slice(0, 300) ?? null,
    },
  });
  return { status: 200, message: 'Reported' };
}
