import { defineEndpoints } from './endpoint.ts';
import { MessageReply, StatusReply } from './common.ts';
import {
  ForgetPasswordBody,
  IsChangePasswordBody,
  LoginBody,
  LoginReply,
  LogoutBody,
  RegisterBody,
  ResendVerifyOtpBody,
  ResetPasswordBody,
  SafetyProtocolBody,
  SessionCookieBody,
  SignedInMessageReply,
  VerifyOtpBody,
} from './auth.ts';

const post = ['POST'] as const;

/** Account entry. Paths are relative to /api/v1. */
export const authEndpoints = defineEndpoints({
  'auth/register': {
    methods: post,
    access: 'none',
    body: RegisterBody,
    reply: MessageReply,
    summary: 'Start sign-up: e-mails a 4-digit OTP',
  },
  'auth/verifyOtp': {
    methods: post,
    access: 'none',
    body: VerifyOtpBody,
    reply: SignedInMessageReply,
    summary: 'Finish sign-up with the OTP; signs the new account in',
  },
  'auth/resendVerifyOtp': {
    methods: post,
    access: 'none',
    body: ResendVerifyOtpBody,
    reply: MessageReply,
    summary: 'Send the sign-up OTP again',
  },
  'auth/login': {
    methods: post,
    access: 'none',
    body: LoginBody,
    reply: LoginReply,
    summary: 'Log in: returns the access token',
  },
  'auth/forgetPassword': {
    methods: post,
    access: 'none',
    body: ForgetPasswordBody,
    reply: MessageReply,
    summary: 'E-mail a password-reset OTP',
  },
  'auth/isChangePassword': {
    methods: post,
    access: 'none',
    body: IsChangePasswordBody,
    reply: StatusReply,
    summary: 'Check a password-reset OTP without using it up',
  },
  'auth/resetPassword': {
    methods: post,
    access: 'none',
    body: ResetPasswordBody,
    reply: SignedInMessageReply,
    summary: 'Set a new password with the OTP; ends all other sessions and signs in',
  },
  'auth/safetyProtocol': {
    methods: post,
    access: 'optional',
    body: SafetyProtocolBody,
    reply: StatusReply,
    summary: 'Record a token/e-mail mismatch seen by a client',
  },
  'auth/logout': {
    methods: post,
    access: 'user',
    body: LogoutBody,
    reply: MessageReply,
    addition: true,
    summary: 'End the current session',
  },
  'auth/session-cookie': {
    methods: post,
    access: 'user',
    body: SessionCookieBody,
    reply: MessageReply,
    addition: true,
    summary: 'Set the session cookie for the token sent (a session started before it existed)',
  },
});
