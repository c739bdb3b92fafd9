import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { API_PREFIX } from '#shared/contract/endpoint.ts';
import type { AppSecrets } from '../../lib/secrets.ts';
import { DEVICE_COOKIE_TTL_MS } from './auth.limits.ts';

/**
 * Device cookies (docs/decisions/022, OWASP's "Slow Down Online Guessing Attacks with Device
 * Cookies"): after a successful login the browser holds a signed cookie naming the account and a
 * nonce, and its later tries for that account are counted apart from everyone else's
 * (login-throttle.service.ts). One cookie per account, so a shared laptop keeps each student's;
 * the name carries a keyed hash of the e-mail, not the e-mail. Sent only to the login call, with
 * the session cookie's flags (docs/decisions/020). Its value is a credential of sorts: never log it.
 */
const COOKIE_PREFIX = 'shop_device_';
const LOGIN_PATH = `${API_PREFIX}/auth/login`;
const TYP = 'device';

interface CookieSite {
  /** The shop's address: Secure is set when it is served over https. */
  publicUrl: string;
}

/** A key of its own, made from the token key, so a device cookie is never a session token. */
const keys = new WeakMap<Uint8Array, Uint8Array>();
function deviceKey(secrets: Pick<AppSecrets, 'jwtKey'>): Uint8Array {
  let key = keys.get(secrets.jwtKey);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', secrets.jwtKey).update('device-cookie').digest());
    keys.set(secrets.jwtKey, key);
  }
  return key;
}

function cookieName(key: Uint8Array, email: string): string {
  const tag = createHmac('sha256', key).update(`name:${email}`).digest('base64url').slice(0, 16);
  return `${COOKIE_PREFIX}${tag}`;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** Sets a fresh device cookie for `email` on the login reply (a new nonce every login). */
export async function setDeviceCookie(
  reply: FastifyReply,
  site: CookieSite,
  secrets: Pick<AppSecrets, 'jwtKey'>,
  email: string,
  now: Date,
): Promise<void> {
  const key = deviceKey(secrets);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: TYP })
    .setSubject(email)
    .setJti(randomUUID())
    .setIssuedAt(seconds(now))
    .setExpirationTime(seconds(now) + Math.floor(DEVICE_COOKIE_TTL_MS / 1000))
    .sign(key);
  const secure = site.publicUrl.startsWith('https:') ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${cookieName(key, email)}=${token}; Max-Age=${Math.floor(DEVICE_COOKIE_TTL_MS / 1000)}; ` +
      `Path=${LOGIN_PATH}; HttpOnly; SameSite=Lax${secure}`,
  );
}

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at >= 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The nonce of the request's device cookie for `email`, when its signature, account and expiry
 * check out; otherwise undefined (an unknown device).
 */
export async function knownDeviceOf(
  request: FastifyRequest,
  secrets: Pick<AppSecrets, 'jwtKey'>,
  email: string,
  now: Date,
): Promise<string | undefined> {
  const key = deviceKey(secrets);
  const value = cookieValue(request, cookieName(key, email));
  if (!value || value.length > 1024) return undefined;
  try {
    const { payload } = await jwtVerify(value, key, {
      algorithms: ['HS256'],
      typ: TYP,
      subject: email,
      currentDate: now,
      requiredClaims: ['jti', 'sub', 'exp'],
    });
    return payload.jti;
  } catch {
    return undefined;
  }
}
