import { describe, expect, it } from 'vitest';
import {
  ChangePasswordForm,
  ForgetPasswordBody,
  IsChangePasswordBody,
  LoginBody,
  RegisterBody,
  ResetPasswordBody,
  SafetyProtocolBody,
  SignupForm,
  VerifyOtpBody,
} from './auth.ts';
import { messagesOf } from './test-helpers.ts';

const signup = {
  name: ' Asha Rao ',
  email: 'Asha@Example.com',
  phoneNumber: '+91 98765 43210',
  password: 'secret12',
};

describe('sign-up', () => {
  it('parses what clients of the original contract send, dropping unknown fields', () => {
    expect(RegisterBody.parse({ ...signup, confirm: 'x', role: 'admin' })).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phoneNumber: '9876543210',
      password: 'secret12',
    });
    expect(VerifyOtpBody.parse({ ...signup, phoneNumber: 9876543210, otp: 1234 })).toMatchObject({
      phoneNumber: '9876543210',
      otp: '1234',
    });
  });

  it('asks for every missing field with "Enter Details"', () => {
    expect(messagesOf(SignupForm, {})).toEqual({
      name: 'Enter Details',
      email: 'Enter Details',
      phoneNumber: 'Enter Details',
      password: 'Enter Details',
    });
  });

  it('explains malformed fields', () => {
    expect(
      messagesOf(SignupForm, { ...signup, email: 'asha', phoneNumber: '123', password: 'short' }),
    ).toEqual({
      email: 'Enter a valid email',
      phoneNumber: 'Enter a valid mobile number',
      password: 'Password must be at least 7 characters long',
    });
  });

  it('needs a 4-digit OTP to verify', () => {
    expect(messagesOf(VerifyOtpBody, { ...signup, otp: '12' })).toEqual({ otp: 'Fill in OTP' });
  });
});

describe('login', () => {
  it('needs e-mail and password', () => {
    expect(messagesOf(LoginBody, { email: '', password: '' })).toEqual({
      email: 'Enter Details',
      password: 'Enter Details',
    });
  });
  it('does not apply the new-password length to old passwords', () => {
    expect(LoginBody.parse({ email: 'a@b.in', password: 'abc' }).password).toBe('abc');
  });
});

describe('password reset', () => {
  it('asks for the e-mail with "Enter email"', () => {
    expect(messagesOf(ForgetPasswordBody, {})).toEqual({ email: 'Enter email' });
  });
  it('checks the OTP and the new password', () => {
    expect(IsChangePasswordBody.parse({ email: 'a@b.in', otp: '0042' })).toEqual({
      email: 'a@b.in',
      otp: '0042',
    });
    expect(
      messagesOf(ResetPasswordBody, { email: 'a@b.in', otp: '0042', password: '123' }),
    ).toEqual({ password: 'Password must be at least 7 characters long' });
  });
  it('refuses two different entries on the Create New Password form', () => {
    expect(
      messagesOf(ChangePasswordForm, { password: 'secret12', confirmPassword: 'secret13' }),
    ).toEqual({ confirmPassword: 'Password does not match' });
    expect(
      ChangePasswordForm.safeParse({ password: 'secret12', confirmPassword: 'secret12' }).success,
    ).toBe(true);
  });
});

describe('safety protocol', () => {
  it('accepts missing or null fields', () => {
    expect(SafetyProtocolBody.parse({ susEmailId: null })).toEqual({
      susEmailId: '',
      component: '',
    });
  });
});
