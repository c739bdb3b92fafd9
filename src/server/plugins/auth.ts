import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Access } from '#shared/contract/endpoint.ts';
import { DomainError } from '../lib/domain-error.ts';
import type { Caller, SessionUser } from '../lib/caller.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user (set by the auth hook of routes whose access is not `none`). */
    sessionUser: SessionUser | null;
    /** false while `sessionUser` is only what the token says (a route of `identity: 'token'`). */
    sessionConfirmed: boolean;
  }
  interface FastifyInstance {
    authGuard: AuthGuard;
  }
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * What the guard asks of the auth area (features/auth/auth-guard.service.ts): app.ts passes it
 * in, so the plugins stay below the features that use them.
 */
export interface AuthGuardServices {
  /** The session user a token stands for; null when expired, revoked or not ours. */
  resolveSession(token: string): Promise<SessionUser | null>;
  /** The user a token's signature says, its session row not read (maybe revoked since). */
  tokenUser(token: string): SessionUser | null;
  /** Records a call whose body e-mail is not the caller's own (a security event). */
  recordEmailMismatch(event: {
    email: string;
    userId: number;
    ip: string;
    detail: Record<string, unknown>;
  }): Promise<void>;
  /**
   * Refuses a caller who does not manage the club an address names (404 CLUB_NOT_FOUND,
   * features/clubs, ADR 023): asked before the body is read, so a call about another club
   * answers the same whatever its body.
   */
  checkClub?(caller: Caller, slug: string): Promise<void>;
}

/**
 * Whom a `user` call is from before its handler runs: `session` (the default) reads the token's
 * session row; `token` takes the token's signature alone, and the handler calls
 * `confirmSession` before anything the answer would give (ADR 027, "Identity from the token
 * alone": joining a drop's line, an addition's sold-out answer).
 */
export type Identity = 'session' | 'token';

export interface AuthGuard {
  /** onRequest: reads the Bearer token, checks its session row, enforces the access level. */
  authenticate(request: FastifyRequest, access: Access, identity?: Identity): Promise<void>;
  /** The caller's session row read, once: SESSION_EXPIRED when it was revoked since. */
  confirmSession(request: FastifyRequest): Promise<SessionUser>;
  /** preHandler: a body `email` must be the caller's own (403 + a security event otherwise). */
  checkBodyEmail(request: FastifyRequest): Promise<void>;
  /** onRequest, after authenticate, for `clubs/:slug/…` calls: the caller manages the club. */
  checkClub(request: FastifyRequest): Promise<void>;
}

/** The token of the request's `Authorization: Bearer` header ('' when malformed). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * Identity from the token, never from the body. A token is valid only while its session row is
 * (logout and password reset revoke rows), so every authenticated call reads that row.
 */
export function registerAuth(app: FastifyInstance, services: AuthGuardServices) {
  const guard: AuthGuard = {
    async authenticate(request, access, identity = 'session') {
      request.sessionUser = null;
      if (access === 'none') return;
      const token = bearerToken(request);
      if (token === undefined) {
        if (access === 'optional') return;
        throw new DomainError('UNAUTHENTICATED');
      }
      // Only a `user` call may skip the row: an admin's role must be the user row's.
      const fromToken = identity === 'token' && access === 'user';
      let caller: SessionUser | null = null;
      if (token)
        caller = fromToken ? services.tokenUser(token) : await services.resolveSession(token);
      if (!caller) throw new DomainError('SESSION_EXPIRED');
      if (access === 'admin' && caller.role !== 'admin') throw new DomainError('ADMIN_ONLY');
      request.sessionUser = caller;
      request.sessionConfirmed = !fromToken;
    },

    async confirmSession(request) {
      const caller = request.sessionUser;
      if (caller && request.sessionConfirmed) return caller;
      const token = bearerToken(request);
      const confirmed = token ? await services.resolveSession(token) : null;
      if (!confirmed || (caller && confirmed.userId !== caller.userId)) {
        throw new DomainError('SESSION_EXPIRED');
      }
      request.sessionUser = confirmed;
      request.sessionConfirmed = true;
      return confirmed;
    },

    async checkBodyEmail(request) {
      const caller = request.sessionUser;
      const sent = (request.body as { email?: unknown } | undefined)?.email;
      if (!caller || typeof sent !== 'string' || !sent.trim()) return;
      if (sent.trim().toLowerCase() === caller.email) return;
      await services.recordEmailMismatch({
        email: caller.email,
        userId: caller.userId,
        ip: request.ip,
        detail: { bodyEmail: sent.slice(0, 320), route: request.routeOptions.url ?? request.url },
      });
      request.log.warn({ userId: caller.userId }, 'body e-mail differs from the token e-mail');
      throw new DomainError('EMAIL_MISMATCH');
    },

    async checkClub(request) {
      const caller = request.sessionUser;
      if (!caller || !services.checkClub) return;
      const slug = (request.params as { slug?: unknown } | undefined)?.slug;
      await services.checkClub(
        { ...caller, ip: request.ip, userAgent: request.headers['user-agent'] },
        typeof slug === 'string' ? slug : '',
      );
    },
  };
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('sessionConfirmed', false);
  app.decorate('authGuard', guard);
}

/** The hooks that enforce an endpoint's `access` (and, for a club's calls, its managers). */
export function accessHooks(
  app: FastifyInstance,
  access: Access,
  url = '',
  identity: Identity = 'session',
) {
  const onRequest: Hook[] = [];
  const preHandler: Hook[] = [];
  if (access !== 'none') {
    onRequest.push((request) => app.authGuard.authenticate(request, access, identity));
    preHandler.push((request) => app.authGuard.checkBodyEmail(request));
  }
  if (access === 'user' && url.includes('/clubs/:slug')) {
    onRequest.push((request) => app.authGuard.checkClub(request));
  }
  return { onRequest, preHandler };
}
