import { expect, it } from 'vitest';
import { lastOtp, logIn, newPerson, signedUpUser, describeShop } from '../../test/test-shop.ts';
import { otpInMail } from '../../test/smtp-test-server.ts';

describeShop('password reset API', ({ shop }) => {
  it('says when an e-mail is not registered', async () => {
    const res = await shop.call('auth/forgetPassword', { email: newPerson().email });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 404,
      code: 'EMAIL_NOT_REGISTERED',
      message: 'This email is not registered',
      error: 'This email is not registered',
    });
  });

  it('resets the password with the e-mailed code and ends every session', async () => {
    const user = await signedUpUser(shop);
    const secondDevice = await logIn(shop, user.email, user.password);

    const sent = await shop.call('auth/forgetPassword', { email: user.email });
    expect(sent.json()).toEqual({ status: 200, message: 'OTP sent to your email' });
    expect(shop.smtp.lastTo(user.email)?.subject).toMatch(/password reset code$/);
    const otp = lastOtp(shop, user.email);

    const wrong = await shop.call('auth/isChangePassword', {
      email: user.email,
      otp: otp === '0000' ? '0001' : '0000',
    });
    expect(wrong.json()).toMatchObject({ code: 'OTP_INVALID' });
    // Checking does not use the code up.
    for (let i = 0; i < 2; i += 1) {
      const checked = await shop.call('auth/isChangePassword', { email: user.email, otp });
      expect(checked.json()).toMatchObject({ status: 200 });
    }

    const newPassword = 'a brand new secret';
    const reset = await shop.call('auth/resetPassword', {
      email: user.email,
      password: newPassword,
      otp,
    });
    expect(reset.json()).toMatchObject({
      status: 200,
      message: 'Password changed. You are signed in.',
    });
    expect(shop.smtp.lastTo(user.email)?.subject).toBe('Your Campus Threads password was changed');

    for (const token of [user.token, secondDevice]) {
      const res = await shop.call('auth/get-user-details', {}, { token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    }
    const old = await shop.call('auth/login', { email: user.email, password: user.password });
    expect(old.statusCode).toBe(401);
    const fresh = await logIn(shop, user.email, newPassword);
    expect((await shop.call('auth/get-user-details', {}, { token: fresh })).statusCode).toBe(200);

    const reuse = await shop.call('auth/resetPassword', {
      email: user.email,
      password: 'yet another one',
      otp,
    });
    expect(reuse.json()).toMatchObject({ code: 'OTP_INVALID' });
    expect((await shop.call('auth/isChangePassword', { email: user.email, otp })).statusCode).toBe(
      400,
    );
  });

  it('does not take a sign-up code for a reset', async () => {
    const user = await signedUpUser(shop);
    const signupOtp = otpInMail(
      shop.smtp.messages.find((m) => m.subject?.endsWith('sign-up code')),
    );
    await shop.call('auth/forgetPassword', { email: user.email });
    if (signupOtp === lastOtp(shop, user.email)) return; // the same 4 digits by chance
    const res = await shop.call('auth/isChangePassword', { email: user.email, otp: signupOtp });
    expect(res.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('refuses a short new password', async () => {
    const user = await signedUpUser(shop);
    await shop.call('auth/forgetPassword', { email: user.email });
    const res = await shop.call('auth/resetPassword', {
      email: user.email,
      password: 'short',
      otp: lastOtp(shop, user.email),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Password must be at least 7 characters long' });
  });
});
