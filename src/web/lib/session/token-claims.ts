/**
 * What the client may read from its access token's payload (a JWT: header.payload.signature,
 * base64url JSON). Only for deciding what to show; the server checks the signature and the
 * session on every call.
 */
export interface TokenClaims {
  email?: string;
  role?: string;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The token's payload claims, or null when it is not a readable JWT. */
export function readTokenClaims(token: string): TokenClaims | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(part));
    if (typeof payload !== 'object' || payload === null) return null;
    const { email, role, exp } = payload as Record<string, unknown>;
    return {
      ...(typeof email === 'string' ? { email } : {}),
      ...(typeof role === 'string' ? { role } : {}),
      ...(typeof exp === 'number' ? { exp } : {}),
    };
  } catch {
    return null;
  }
}

/** Whether the token's `exp` has passed (a token without one never expires here). */
export function isTokenExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= now;
}

/** Same e-mail, ignoring case and surrounding spaces. */
export function sameEmail(a: string | undefined, b: string | undefined): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}
