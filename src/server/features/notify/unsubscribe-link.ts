import { createHmac, timingSafeEqual } from 'node:crypto';
import { paths } from '#shared/web-paths.ts';

/**
 * Unsubscribe links (docs/product.md#notify-me): `<e-mail, base64url>.<HMAC-SHA256 of it>` under
 * the server secret's unsubscribe key. Only a link the shop made works: a forged or altered one
 * (another address, a changed byte) fails the HMAC. The link stops every notify-me mail to its
 * address, so it names the address and nothing else.
 */
const mac = (key: Uint8Array, email: string) =>
  createHmac('sha256', key).update(`notify-unsubscribe:${email}`).digest();

export function unsubscribeToken(key: Uint8Array, email: string): string {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${mac(key, email).toString('base64url')}`;
}

/** The e-mail a token was made for, or null when the shop did not make it. */
export function emailOfToken(key: Uint8Array, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,700})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(key, email);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // The HMAC covers the decoded address: a second spelling of the same bytes must not pass.
  if (unsubscribeToken(key, email) !== token) return null;
  return email;
}

/** The page that confirms (GET) and the address a mail client posts to (one-click, RFC 8058). */
export const unsubscribeUrl = (publicUrl: string, key: Uint8Array, email: string) =>
  `${publicUrl}${paths.notifyUnsubscribe}?token=${unsubscribeToken(key, email)}`;

/** "as•••@campus.example": enough to recognise one's address on a forwarded link. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length))}•••${email.slice(at)}`;
}
