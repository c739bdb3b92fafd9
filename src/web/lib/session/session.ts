import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DrawnSession } from '#shared/drawn-session.ts';
import { isTokenExpired, readTokenClaims, sameEmail } from './token-claims.ts';

/**
 * The signed-in customer, kept in localStorage under the names the original contract uses (token, userEmail,
 * name or userName, phone or userPhone), so an older client and this one share a session.
 * This module is the only place that touches those keys.
 */
export interface Session {
  token: string;
  email: string;
  name: string;
  phone: string;
}

const KEYS = ['token', 'userEmail', 'name', 'userName', 'phone', 'userPhone'] as const;
const CHANGE_EVENT = 'session-change';
/** The last session ended because the server refused its token (cleared by the next login). */
let expired = false;
const expiryListeners = new Set<() => void>();
/** An expiry announced before anyone listened (e.g. during the first page load). */
let unheardExpiry = false;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
}

let cached: { raw: string; session: Session | null } = { raw: '', session: null };

/**
 * On the server, whom the page being drawn is for (docs/decisions/020): entry-server.tsx provides
 * each draw's own (null for a guest), with no token. Undefined outside a server draw.
 */
export const DrawnSessionContext = createContext<Session | null | undefined>(undefined);

let pageDrawnFor: { session: Session | null } | undefined;

/**
 * Whom the page was drawn for, in the browser: the session the HTML names (`#drawn-session`, no token), or null for a guest's or a browser-drawn page. React
 * hydrates with it (useSession's server snapshot). When the stored session draws the same (same
 * e-mail, name and phone; not an admin, whose menu the token adds) it is the stored one itself:
 * hydration then needs no second, blocking render of every part that reads the session.
 */
export function getDrawnSession(): Session | null {
  if (typeof window === 'undefined') return null;
  if (!pageDrawnFor) {
    let session: Session | null = null;
    try {
      const text = document.getElementById('drawn-session')?.textContent;
      const drawn = text ? (JSON.parse(text) as Partial<DrawnSession>) : undefined;
      if (drawn && typeof drawn.email === 'string' && drawn.email) {
        const { email, name = '', phone = '' } = drawn;
        const stored = getSession();
        const same = stored?.email === email && stored.name === name && stored.phone === phone;
        session = same && !isAdmin(stored) ? stored : { token: '', email, name, phone };
      }
    } catch {
      // A malformed block reads as a guest's page: the app then renders it anew (main.tsx).
    }
    pageDrawnFor = { session };
  }
  return pageDrawnFor.session;
}

/** The current session, or null when logged out. Stable between changes (safe for React). */
export function getSession(): Session | null {
  if (typeof window === 'undefined') return null;
  const s = storage();
  const values = KEYS.map((k) => s?.getItem(k) ?? '');
  const raw = values.join('\u0000');
  if (raw === cached.raw) return cached.session;
  const [token = '', email = '', name = '', userName = '', phone = '', userPhone = ''] = values;
  const session: Session | null = token
    ? { token, email, name: name || userName, phone: phone || userPhone }
    : null;
  cached = { raw, session };
  return session;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

function notify() {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Stores a new session (after login). */
export function setSession(session: Session): void {
  expired = false;
  unheardExpiry = false;
  const s = storage();
  if (!s) return;
  s.setItem('token', session.token);
  s.setItem('userEmail', session.email);
  s.setItem('name', session.name);
  s.setItem('phone', session.phone);
  notify();
}

/** Forgets the session (logout, expired token). */
export function clearSession(): void {
  expired = false;
  unheardExpiry = false;
  const s = storage();
  if (!s) return;
  for (const k of KEYS) s.removeItem(k);
  notify();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange); // other tabs
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The session, re-rendering when it changes in this tab or another. Hydration and the server's
 * draw see whom the page was drawn for (the server's from its draw, DrawnSessionContext).
 */
export function useSession(): Session | null {
  const drawing = useContext(DrawnSessionContext);
  const drawnFor = drawing === undefined ? getDrawnSession : () => drawing;
  return useSyncExternalStore(subscribe, getSession, drawnFor);
}

/** "Priya" from "Priya Raman"; "GUEST" when logged out or nameless. */
export function firstName(session: Session | null): string {
  return session?.name.trim().split(/\s+/)[0] || 'GUEST';
}

/**
 * Ends a session whose token the server refused (expired or revoked) or whose `exp` has passed.
 * Does nothing when `token` is no longer the stored one (an old request answering late), so a
 * newer session is never thrown away. `announce` tells listeners (the site shell sends the user to
 * /login); a route loader that redirects by itself passes false. Returns whether it ended one.
 */
export function expireSession(token: string, { announce = true } = {}): boolean {
  if (!token || getToken() !== token) return false;
  clearSession();
  expired = true;
  if (announce) {
    if (expiryListeners.size === 0) unheardExpiry = true;
    expiryListeners.forEach((listener) => listener());
  }
  return true;
}

/** Whether the session just ended by expiry (the login page then says so). */
export function wasSessionExpired(): boolean {
  return expired;
}

/**
 * Calls `listener` each time expireSession announces an ended session, and at once for one
 * announced before any listener was there.
 */
export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  if (unheardExpiry) {
    unheardExpiry = false;
    listener();
  }
  return () => expiryListeners.delete(listener);
}

/**
 * Whether to show admin UI: the token says `role: admin`, its e-mail is the stored userEmail and
 * it has not expired. Only for what the page shows; the server enforces the role on every call.
 */
export function isAdmin(session: Session | null = getSession(), now = Date.now()): boolean {
  if (!session) return false;
  const claims = readTokenClaims(session.token);
  return (
    !!claims &&
    claims.role === 'admin' &&
    sameEmail(claims.email, session.email) &&
    !isTokenExpired(claims, now)
  );
}
