const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');

/** An unsigned JWT-shaped token with the given payload, for web tests (the client never verifies). */
export function testToken(payload: Record<string, unknown>): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  return `${header}.${base64Url(JSON.stringify(payload))}.signature`;
}

/** Seconds since the epoch, `offsetS` from now (a token's `exp`). */
export const inSeconds = (offsetS: number) => Math.floor(Date.now() / 1000) + offsetS;
