import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { AppDeps } from '../../deps.ts';
import { USER_ROLES, type Client, type SessionUser, type UserRole } from '../../lib/caller.ts';
import { insertSession, revokeSessionRow, sessionWithUser } from './sessions.queries.ts';
import { sessionCacheOf, type Revoked } from './session-cache.ts';
import { hs256Payload } from './hs256-token.ts';

/** How long an access token (and its session row) lives. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type SessionDeps = Pick<AppDeps, 'db' | 'secrets' | 'clock'> &
  Partial<Pick<AppDeps, 'bus' | 'config'>>;

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * Starts a session: a `sessions` row plus an HS256 JWT with `email`, `role`, `sub` (user id),
 * `jti` (the row's key), `iat` and `exp`.
 */
export async function startSession(
  { db, secrets, clock }: SessionDeps,
  user: { id: number; email: string; role: UserRole },
  client: Partial<Client> = {},
): Promise<string> {
  const jti = randomUUID();
  const now = clock();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, {
    jti,
    userId: user.id,
    createdAt: now,
    expiresAt,
    ip: client.ip ?? null,
    userAgent: client.userAgent?.slice(0, 300) ?? null,
  });
  return new SignJWT({ email: user.email, role: user.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(expiresAt))
    .sign(secrets.jwtKey);
}

/** What a token says once its signature is checked: its session's key and its user's id. */
interface Claims {
  jti: string;
  userId: number;
  exp: number;
  /** The token's copies of the user's e-mail and role, as they were when it was signed. */
  email: unknown;
  role: unknown;
}

/**
 * Claims of tokens whose signature was already checked, per signing key: a client sends the same
 * token on every call, and checking it again was a tenth of a signed-in cart call's CPU. Only
 * tokens that passed `hs256Payload` enter, so a forged one never does; expiry is checked on
 * every use; per key, so a token is never taken for one of another server's key. At most
 * `VERIFIED_MAX` (oldest dropped).
 */
const verifiedByKey = new WeakMap<Uint8Array, Map<string, Claims>>();
const VERIFIED_MAX = 5000;

function verifiedClaims(key: Uint8Array, token: string, now: Date): Claims | null {
  let verified = verifiedByKey.get(key);
  if (!verified) verifiedByKey.set(key, (verified = new Map()));
  const known = verified.get(token);
  if (known) {
    if (known.exp > seconds(now)) return known;
    verified.delete(token);
    return null;
  }
  const payload = hs256Payload(key, token, now);
  const userId = Number(payload?.sub);
  if (!payload?.jti || !payload.sub || !Number.isSafeInteger(userId)) return null;
  const { jti, exp, email, role } = payload;
  const claims: Claims = { jti, userId, exp: exp!, email, role };
  if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
  verified.set(token, claims);
  return claims;
}

/**
 * The caller of a token, or null when the token is forged, expired, revoked or its user is gone.
 * E-mail and role come from the user row (the token's copy is for the client).
 */
export async function resolveSession(
  deps: SessionDeps,
  token: string,
): Promise<SessionUser | null> {
  const { db, secrets, clock } = deps;
  const now = clock();
  const cache = deps.bus && sessionCacheOf(deps.bus, deps.config?.SESSION_CACHE_MS ?? 0);
  const kept = cache?.get(token, now);
  if (kept) return kept;
  const claims = verifiedClaims(secrets.jwtKey, token, now);
  if (!claims) return null;
  const { jti, userId } = claims;
  const mark = cache?.mark();
  const row = await sessionWithUser(db, jti, userId);
  if (!row || row.revokedAt || row.expiresAt.getTime() <= clock().getTime()) return null;
  const user = { userId: row.userId, email: row.email, role: row.role, jti };
  // Kept no longer than the token itself is good for.
  const ends = Math.min(row.expiresAt.getTime(), claims.exp * 1000);
  if (cache && mark !== undefined) cache.keep(token, user, new Date(ends), mark);
  return user;
}

/**
 * The user a token's signature says, WITHOUT its session row: a token this server signed and
 * that has not expired, but maybe revoked since. Only for calls whose answer gives nothing by
 * itself and that read the session before anything that does (ADR 027, "Identity from the token
 * alone"): joining a drop's line, and an addition's sold-out answer. Null when forged, expired
 * or not of the shop's shape.
 */
export function tokenUser(
  deps: Pick<AppDeps, 'secrets' | 'clock'>,
  token: string,
): SessionUser | null {
  const claims = verifiedClaims(deps.secrets.jwtKey, token, deps.clock());
  if (!claims) return null;
  const { jti, userId, email, role } = claims;
  if (typeof email !== 'string' || !USER_ROLES.includes(role as UserRole)) return null;
  return { userId, email, role: role as UserRole, jti };
}

/**
 * After a revocation's write committed: every instance forgets the sessions it names before
 * this resolves (docs/decisions/027).
 */
export async function sessionsRevoked(
  deps: Partial<Pick<AppDeps, 'bus' | 'config'>>,
  revoked: Revoked,
): Promise<void> {
  if (deps.bus) await sessionCacheOf(deps.bus, deps.config?.SESSION_CACHE_MS ?? 0).revoke(revoked);
}

/** Ends one session (logout). */
export async function revokeSession(
  deps: Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'bus' | 'config'>>,
  jti: string,
) {
  await revokeSessionRow(deps.db, jti, deps.clock());
  await sessionsRevoked(deps, { jti });
}
