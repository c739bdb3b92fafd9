// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '#web/lib/api/api-client.ts';
import {
  expireSession,
  getSession,
  isAdmin,
  onSessionExpired,
  setSession,
  wasSessionExpired,
} from './session.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { inSeconds, testToken } from '#web/testing/test-tokens.ts';
import { readTokenClaims } from './token-claims.ts';

const email = 'priya@example.com';
const login = (token: string, userEmail = email) =>
  setSession({ token, email: userEmail, name: 'Priya Raman', phone: '9876543210' });

function reply(body: unknown, status: number) {
  fakeApi(() => Response.json(body, { status }));
}
const failure = (code: string, message: string) => ({ status: 404, code, message, error: message });

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('token claims', () => {
  it('reads email, role and exp from a base64url payload, including non-ASCII text', () => {
    const token = testToken({ email: 'ānand@example.com', role: 'admin', exp: 123, sub: '4' });
    expect(readTokenClaims(token)).toEqual({ email: 'ānand@example.com', role: 'admin', exp: 123 });
  });

  it('gives null for anything that is not a JWT', () => {
    for (const bad of ['', 't', 'a.b.c', 'a.bnVsbA.c', 'a.!!!.c']) {
      expect(readTokenClaims(bad)).toBeNull();
    }
  });
});

describe('isAdmin', () => {
  it('needs role admin, the stored e-mail and an unexpired token', () => {
    login(testToken({ email, role: 'admin', exp: inSeconds(600) }));
    expect(isAdmin()).toBe(true);
    login(testToken({ email: 'PRIYA@example.com ', role: 'admin', exp: inSeconds(600) }));
    expect(isAdmin()).toBe(true);

    login(testToken({ email, role: 'customer', exp: inSeconds(600) }));
    expect(isAdmin()).toBe(false);
    login(testToken({ email: 'other@example.com', role: 'admin', exp: inSeconds(600) }));
    expect(isAdmin()).toBe(false);
    login(testToken({ email, role: 'admin', exp: inSeconds(-1) }));
    expect(isAdmin()).toBe(false);
    login('not-a-jwt');
    expect(isAdmin()).toBe(false);
    localStorage.clear();
    expect(isAdmin()).toBe(false);
  });
});

describe('session expiry', () => {
  it('a 401 to a call that sent the token ends the session and tells the listener', async () => {
    const token = testToken({ email, exp: inSeconds(600) });
    login(token);
    const heard = vi.fn();
    const stop = onSessionExpired(heard);
    reply(failure('SESSION_EXPIRED', 'Your session has expired. Please log in again.'), 401);
    await expect(api('auth/get-user-details', { body: {} })).rejects.toMatchObject({
      httpStatus: 401,
    });
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('userEmail')).toBeNull();
    expect(wasSessionExpired()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(1);
    stop();
    login(testToken({ email }));
    expect(wasSessionExpired()).toBe(false); // the next login forgets it
  });

  it('keeps the session for wrong login details and for other failures', async () => {
    login(testToken({ email }));
    reply(failure('INVALID_CREDENTIALS', 'Incorrect email or password'), 401);
    await expect(api('auth/login', { body: { email, password: 'x' } })).rejects.toThrow();
    reply(failure('FORBIDDEN', 'No'), 403);
    await expect(api('auth/get-user-details', { body: {} })).rejects.toThrow();
    expect(getSession()?.email).toBe(email);
  });

  it('never ends a newer session because an old token was refused', async () => {
    const old = testToken({ email, jti: 'old' });
    login(testToken({ email, jti: 'new' }));
    reply(failure('SESSION_EXPIRED', 'expired'), 401);
    await expect(api('auth/logout', { body: {}, token: old })).rejects.toThrow();
    expect(expireSession(old)).toBe(false);
    expect(getSession()).not.toBeNull();
  });

  it('tells a listener that subscribes later about an expiry nobody heard', () => {
    const token = testToken({ email });
    login(token);
    expect(expireSession(token)).toBe(true);
    const late = vi.fn();
    const stop = onSessionExpired(late);
    expect(late).toHaveBeenCalledTimes(1);
    stop();
    const again = vi.fn();
    onSessionExpired(again)();
    expect(again).not.toHaveBeenCalled();
  });
});
