import { API_PREFIX } from '#shared/contract/endpoint.ts';
import { getSession } from './session.ts';
import { isTokenExpired, readTokenClaims, sameEmail } from './token-claims.ts';

/** Which session token the cookie was last asked for (its signature's tail: no credential). */
const MARK = 'sessionCookie';
const markOf = (token: string) => token.slice(-12);

/**
 * Asks the server once per session for the HttpOnly session cookie (auth/session-cookie,
 * docs/decisions/020) when this browser signed in before the cookie existed; login sets it
 * itself, and a second ask costs one small call. Without the cookie signed-in pages are still
 * drawn, in the browser; so a refusal or a failure changes nothing here (the page's own calls
 * deal with a session the server ended), and the next start asks again.
 */
export async function ensureSessionCookie(): Promise<void> {
  const session = getSession();
  const claims = session && readTokenClaims(session.token);
  // Not for a token past its expiry or another account's (route-guards.ts ends those).
  if (!session || !claims || isTokenExpired(claims) || !sameEmail(claims.email, session.email)) {
    return;
  }
  try {
    if (localStorage.getItem(MARK) === markOf(session.token)) return;
    const res = await fetch(`${API_PREFIX}/auth/session-cookie`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    if (res.ok) localStorage.setItem(MARK, markOf(session.token));
  } catch {
    // Storage blocked or no network: the page keeps the browser-drawn path.
  }
}
