import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_TTL_MS } from './session.service.ts';

/**
 * The session cookie beside the bearer token (docs/decisions/020): the same token, HttpOnly, so
 * the page handler can draw a signed-in page on the server. Only that handler reads it; every
 * /api/v1 call keeps requiring the Authorization header (plugins/auth.ts never looks here).
 */
export const SESSION_COOKIE = 'shop_session';

interface CookieSite {
  /** The shop's address: Secure is set when it is served over https. */
  publicUrl: string;
}

const flags = (site: CookieSite) =>
  `Path=/; HttpOnly; SameSite=Lax${site.publicUrl.startsWith('https:') ? '; Secure' : ''}`;

/**
 * Sets the cookie to `token` for as long as a token lives (SESSION_TTL_MS, the token's own
 * `exp`): it never outlives the session it carries.
 */
export function setSessionCookie(reply: FastifyReply, site: CookieSite, token: string): void {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${flags(site)}`);
}

/** Clears the cookie (logout). */
export function clearSessionCookie(reply: FastifyReply, site: CookieSite): void {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Max-Age=0; ${flags(site)}`);
}

/** A JWT's characters (base64url parts and dots): anything else in the cookie is not a token. */
const TOKEN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The token the request's cookie holds, or undefined. The caller still checks the session. */
export function sessionCookieOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return value.length <= 2048 && TOKEN.test(value) ? value : undefined;
  }
  return undefined;
}
