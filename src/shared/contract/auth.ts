import { z } from 'zod';
import { MSG } from './messages.ts';
import { EmptyBody, Ok, optionalText } from './common.ts';
import {
  LoginPasswordField,
  OtpField,
  emailField,
  newPasswordField,
  phoneField,
  requiredText,
} from './fields.ts';

/** Signup screen: every field required ("Enter Details"). */
export const SignupForm = z.object({
  name: requiredText(MSG.enterDetails, 100),
  email: emailField(),
  phoneNumber: phoneField(),
  password: newPasswordField(MSG.enterDetails),
});
export type SignupForm = z.infer<typeof SignupForm>;

/** auth/register: sends the 4-digit sign-up OTP. */
export const RegisterBody = SignupForm;
export type RegisterBody = z.infer<typeof RegisterBody>;

/** The OTP boxes (signup popup and the enter-otp screen). */
export const OtpForm = z.object({ otp: OtpField });
export type OtpForm = z.infer<typeof OtpForm>;

/** auth/verifyOtp: creates or activates the account. */
export const VerifyOtpBody = SignupForm.extend({ otp: OtpField });
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>;

/** auth/resendVerifyOtp */
export const ResendVerifyOtpBody = z.object({ email: emailField(MSG.enterEmail) });
export type ResendVerifyOtpBody = z.infer<typeof ResendVerifyOtpBody>;

/** Login screen and auth/login. */
export const LoginForm = z.object({ email: emailField(), password: LoginPasswordField });
export type LoginForm = z.infer<typeof LoginForm>;
export const LoginBody = LoginForm;
export type LoginBody = z.infer<typeof LoginBody>;

/** auth/login success; a failure carries the text in `error` (as every failure body does). */
export const LoginReply = z.object({
  status: Ok,
  accessToken: z.string(),
  email: z.string(),
  userName: z.string(),
  userPhone: z.string(),
  message: z.string(),
});
export type LoginReply = z.infer<typeof LoginReply>;

/**
 * auth/verifyOtp and auth/resetPassword: the message, and the session they start (as login
 * answers it), so the student goes on signed in rather than logging in again. Optional: a
 * client of the original contract reads only `message`.
 */
export const SignedInMessageReply = z.object({
  status: Ok,
  message: z.string(),
  accessToken: z.string().optional(),
  email: z.string().optional(),
  userName: z.string().optional(),
  userPhone: z.string().optional(),
});
export type SignedInMessageReply = z.infer<typeof SignedInMessageReply>;

/** Forgot-password screen and auth/forgetPassword ("Enter email"). */
export const ForgotPasswordForm = z.object({ email: emailField(MSG.enterEmail) });
export type ForgotPasswordForm = z.infer<typeof ForgotPasswordForm>;
export const ForgetPasswordBody = ForgotPasswordForm;
export type ForgetPasswordBody = z.infer<typeof ForgetPasswordBody>;

/** auth/isChangePassword: checks the reset OTP without using it up. */
export const IsChangePasswordBody = z.object({ email: emailField(MSG.enterEmail), otp: OtpField });
export type IsChangePasswordBody = z.infer<typeof IsChangePasswordBody>;

/** auth/resetPassword: uses up the OTP and ends every session of the account. */
export const ResetPasswordBody = z.object({
  email: emailField(MSG.enterEmail),
  password: newPasswordField(),
  otp: OtpField,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** Create New Password screen (form only): the two entries must match. */
export const ChangePasswordForm = z
  .object({ password: newPasswordField(), confirmPassword: z.string() })
  .refine((f) => f.password === f.confirmPassword, {
    path: ['confirmPassword'],
    error: MSG.passwordMismatch,
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

/** auth/safetyProtocol: a client saw a token whose e-mail differs from the stored one. */
export const SafetyProtocolBody = z.object({
  susEmailId: optionalText(320),
  component: optionalText(100),
});
export type SafetyProtocolBody = z.infer<typeof SafetyProtocolBody>;

/** auth/logout: revokes the session of the token sent. */
export const LogoutBody = EmptyBody;
export type LogoutBody = z.infer<typeof LogoutBody>;

/**
 * auth/session-cookie: sets the HttpOnly session cookie for the token sent, for a
 * browser signed in before the cookie existed (docs/decisions/020).
 */
export const SessionCookieBody = EmptyBody;
export type SessionCookieBody = z.infer<typeof SessionCookieBody>;
