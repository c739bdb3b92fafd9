import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, jwtVerify } from 'jose';
import { hs256Payload } from './hs256-token.ts';

const key = new TextEncoder().encode('k'.repeat(32));
const otherKey = new TextEncoder().encode('o'.repeat(32));
const now = new Date('2026-11-30T10:00:00Z');
const at = now.getTime() / 1000;

const token = (
  claims: Record<string, unknown> = {},
  header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' },
  signWith = key,
) =>
  new SignJWT({ sub: '7', jti: 'j-1', exp: at + 60, ...claims })
    .setProtectedHeader(header as { alg: string })
    .sign(signWith);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('hs256Payload', () => {
  it('answers the payload of a token the key signed, as jose does', async () => {
    const good = await token({ email: 'asha@campus.example' });
    expect(hs256Payload(key, good, now)).toMatchObject({ sub: '7', jti: 'j-1', exp: at + 60 });
    expect((await jwtVerify(good, key, { currentDate: now })).payload).toEqual(
      hs256Payload(key, good, now),
    );
  });

  it('refuses another key, a changed payload, and another spelling of the signature', async () => {
    const good = await token();
    expect(hs256Payload(key, await token({}, undefined, otherKey), now)).toBeNull();
    const [header, , signature] = good.split('.');
    const changed = `${header}.${b64({ sub: '1', jti: 'j-1', exp: at + 60 })}.${signature}`;
    expect(hs256Payload(key, changed, now)).toBeNull();
    // Base64url decoders skip characters they do not know: the same bytes, spelt otherwise.
    expect(hs256Payload(key, `${good}!`, now)).toBeNull();
    expect(hs256Payload(key, `${good}=`, now)).toBeNull();
    expect(hs256Payload(key, good.slice(0, -1), now)).toBeNull();
  });

  it('refuses other algorithms, crit and unencoded payloads, and broken tokens', async () => {
    const payload = b64({ sub: '7', jti: 'j-1', exp: at + 60 });
    expect(hs256Payload(key, `${b64({ alg: 'none' })}.${payload}.`, now)).toBeNull();
    expect(hs256Payload(key, await token({}, { alg: 'HS512' }), now)).toBeNull();
    const crit = createSigned({ alg: 'HS256', crit: ['x'], x: 1 }, payload);
    expect(hs256Payload(key, crit, now)).toBeNull();
    const signed = createSigned({ alg: 'HS256', b64: false }, payload);
    expect(hs256Payload(key, signed, now)).toBeNull();
    for (const broken of ['', 'a.b', 'a.b.c.d', '..', 'x.y.z', `${payload}.${payload}.zz`]) {
      expect(hs256Payload(key, broken, now)).toBeNull();
    }
  });

  it('refuses a token past its exp, without one, or before its nbf', async () => {
    expect(hs256Payload(key, await token({ exp: at }), now)).toBeNull();
    expect(hs256Payload(key, await token({ exp: at - 1 }), now)).toBeNull();
    expect(hs256Payload(key, await token({ exp: undefined }), now)).toBeNull();
    expect(hs256Payload(key, await token({ exp: String(at + 60) }), now)).toBeNull();
    expect(hs256Payload(key, await token({ nbf: at + 5 }), now)).toBeNull();
    expect(hs256Payload(key, await token({ nbf: at }), now)).not.toBeNull();
  });
});

/** A token signed with `key` over a header jose would not write itself. */
function createSigned(header: object, payload: string) {
  const input = `${b64(header)}.${payload}`;
  return `${input}.${createHmac('sha256', key).update(input).digest('base64url')}`;
}
