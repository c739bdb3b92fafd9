import { redirect } from 'react-router';
import { MSG } from '#shared/contract/messages.ts';
import { api } from '#web/lib/api/api-client.ts';
import { loginUrl } from './login-url.ts';
import { paths } from '#web/lib/routing/paths.ts';
import type { Session } from './session.ts';
import { clearSession, expireSession, getSession, isAdmin } from './session.ts';
import { isTokenExpired, readTokenClaims, sameEmail } from './token-claims.ts';
import { notify } from '#web/lib/toast/toast.ts';

/**
 * Route guards for loaders (docs/product.md#roles-and-access; docs/spec-decisions.md on
 * admin routes). Each throws a redirect, so a loader just calls it first:
 *
 *   export function loader({ request }: LoaderFunctionArgs) {
 *     requireUser(request, 'cart');
 *     ...
 *   }
 */

/**
 * The stored session, unless its token's e-mail differs from the stored userEmail: then someone
 * edited the storage, so it is cleared and reported to auth/safetyProtocol (with the token, so
 * the server records whose it is). `component` names the screen in the report. A loader the
 * server may draw passes its visitor (`loaderSession`, lib/api/page-draw.ts) as `session`.
 */
export function checkSession(
  component: string,
  session: Session | null = getSession(),
): Session | null {
  if (!session) return null;
  const claims = readTokenClaims(session.token);
  if (claims?.email && !sameEmail(claims.email, session.email)) {
    clearSession();
    void api('auth/safetyProtocol', {
      body: { susEmailId: session.email, component },
      token: session.token,
    }).catch(() => undefined);
    return null;
  }
  return session;
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * For pages of signed-in customers (profile, orders, cart, wishlist, addresses...): logged out
 * gets the "Please Login" toast and goes to / (or to `guestTo`: checkout's steps send a visitor
 * to log in and back to the cart); a token past its expiry goes to /login (which says the session
 * expired) and comes back here afterwards. Returns the session (`stored`: as for checkSession).
 */
export function requireUser(
  request: Request,
  component = 'page',
  stored: Session | null = getSession(),
  { guestTo }: { guestTo?: string } = {},
): Session {
  const session = checkSession(component, stored);
  if (!session) {
    notify.error(MSG.pleaseLoginPage);
    throw redirect(guestTo ?? paths.home);
  }
  const claims = readTokenClaims(session.token);
  if (claims && isTokenExpired(claims)) {
    expireSession(session.token, { announce: false });
    throw redirect(loginUrl(pathOf(request)));
  }
  return session;
}

/**
 * For admin pages (/add, /allOrders, /updateProduct/:id): anyone but the admin (role from the
 * token, token e-mail = stored e-mail, token not expired) goes to / and stays logged in. The
 * server enforces the role anyway; this only keeps others off screens they cannot use.
 */
export function requireAdmin(component = 'admin'): Session {
  const session = checkSession(component);
  if (!session || !isAdmin(session)) throw redirect(paths.home);
  return session;
}

/** For login, signup and password reset: a signed-in customer goes to / instead. */
export function requireGuest(component = 'account'): null {
  const session = checkSession(component);
  if (!session) return null;
  const claims = readTokenClaims(session.token);
  if (claims && isTokenExpired(claims)) {
    expireSession(session.token, { announce: false });
    return null;
  }
  throw redirect(paths.home);
}
