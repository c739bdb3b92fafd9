import { createHmac, timingSafeEqual } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, type JWTPayload } from 'jose';

/**
 * An HS256 token's payload when `key` signed it and it has not expired at `now`; null otherwise.
 * The signature is checked with node:crypto's HMAC, synchronously: jose's `jwtVerify` goes
 * through WebCrypto, a thread-pool job per token that cost this thread ~0.25 ms at a drop's
 * opening (bench/README.md, "Sold-out answers"), as much as the rest of a sold-out answer.
 * Strict as jose is where it matters: only `HS256`, no `crit` or unencoded payload, the
 * signature exactly the base64url of the HMAC (no other spelling of the same bytes), `exp`
 * required and in the future, `nbf` (when there) not in the future.
 */
export function hs256Payload(key: Uint8Array, token: string, now: Date): JWTPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  let payload: JWTPayload;
  try {
    const protectedHeader = decodeProtectedHeader(token);
    if (protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader || 'b64' in protectedHeader)
      return null;
    payload = decodeJwt(token);
  } catch {
    return null;
  }
  const expected = Buffer.from(
    createHmac('sha256', key).update(`${header}.${body}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const at = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= at) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > at))
    return null;
  return payload;
}
