import { api } from './api-client.ts';
import { getSession } from './session.ts';

/** Which session token the cookie was last asked for (its signature's tail: no credential). */
const MARK = 'sessionCookie';
const markOf = (token: string) => token.slice(-12);

/**
 * Asks the server once per session for the HttpOnly session cookie (auth/session-cookie,
 * docs/decisions/020) when this browser signed in before the cookie existed; login sets it
 * itself, and a second ask costs one small call. Without the cookie signed-in pages are still
 * drawn, in the browser; so a failure is only tried again at the next start.
 */
export async function ensureSessionCookie(): Promise<void> {
  const session = getSession();
  if (!session) return;
  try {
    if (localStorage.getItem(MARK) === markOf(session.token)) return;
    await api('auth/session-cookie', { body: {} });
    localStorage.setItem(MARK, markOf(session.token));
  } catch {
    // Storage blocked or the call failed: the page keeps the browser-drawn path.
  }
}
