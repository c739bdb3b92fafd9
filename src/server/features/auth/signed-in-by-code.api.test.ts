import { expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { describeShop, lastOtp, logIn, newPerson, signedUpUser } from '../../test/test-shop.ts';

/** The cookies a reply sets, by name (value and attributes as sent). */
function cookiesOf(res: { headers: Record<string, unknown> }): Map<string, string> {
  const header = res.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return new Map(all.map((c: string) => [c.slice(0, c.indexOf('=')), c]));
}

/**
 * A right sign-up code, and a new password set with a reset code, sign the student in
 * (docs/product.md#accounts): the reply carries a session as login's does, with its cookies.
 */
describeShop('signed in by a sign-up or reset code', ({ shop }) => {
  it('the sign-up code creates the account and signs it in', async () => {
    const person = newPerson();
    await shop.call('auth/register', person);
    const verified = await shop.call('auth/verifyOtp', {
      ...person,
      otp: lastOtp(shop, person.email),
    });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body).toEqual({
      status: 200,
      message: 'Account created. You are signed in.',
      accessToken: expect.any(String),
      email: person.email,
      userName: person.name,
      userPhone: person.phoneNumber,
    });
    expect(decodeJwt(body.accessToken)).toMatchObject({ email: person.email, role: 'customer' });
    const details = await shop.call('auth/get-user-details', {}, { token: body.accessToken });
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ email: person.email, name: person.name });
    // The same cookies as a login: signed-in pages come drawn, and this browser is known.
    const cookies = cookiesOf(verified);
    expect(cookies.get('shop_session')).toMatch(/^shop_session=[\w-]+\.[\w-]+\.[\w-]+; /);
    expect([...cookies.keys()].some((name) => name.startsWith('shop_device_'))).toBe(true);
    // A code used once signs nobody in again.
    const again = await shop.call('auth/verifyOtp', {
      ...person,
      otp: lastOtp(shop, person.email),
    });
    expect(again.statusCode).not.toBe(200);
    expect(again.json().accessToken).toBeUndefined();
  });

  it('a new password set with the reset code ends the other sessions and signs this one in', async () => {
    const user = await signedUpUser(shop);
    const otherDevice = await logIn(shop, user.email, user.password);
    await shop.call('auth/forgetPassword', { email: user.email });
    const reset = await shop.call('auth/resetPassword', {
      email: user.email,
      password: 'a brand new secret',
      otp: lastOtp(shop, user.email),
    });
    expect(reset.statusCode).toBe(200);
    const body = reset.json();
    expect(body).toEqual({
      status: 200,
      message: 'Password changed. You are signed in.',
      accessToken: expect.any(String),
      email: user.email,
      userName: user.name,
      userPhone: user.phoneNumber,
    });
    expect(cookiesOf(reset).get('shop_session')).toContain(body.accessToken);
    for (const token of [user.token, otherDevice]) {
      expect((await shop.call('auth/get-user-details', {}, { token })).statusCode).toBe(401);
    }
    const fresh = await shop.call('auth/get-user-details', {}, { token: body.accessToken });
    expect(fresh.statusCode).toBe(200);
  });

  it('a wrong reset code signs nobody in', async () => {
    const user = await signedUpUser(shop);
    await shop.call('auth/forgetPassword', { email: user.email });
    const otp = lastOtp(shop, user.email);
    const res = await shop.call('auth/resetPassword', {
      email: user.email,
      password: 'a brand new secret',
      otp: otp === '0000' ? '0001' : '0000',
    });
    expect(res.statusCode).not.toBe(200);
    expect(res.json().accessToken).toBeUndefined();
    expect(cookiesOf(res).has('shop_session')).toBe(false);
  });
});
