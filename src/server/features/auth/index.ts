// The auth area's public surface (ADR 017): the e-mail OTP, which notify-me uses to check a
// visitor's address (docs/product.md#notify-me) with the same codes, limits and mail.
export { checkOtp, issueOtp } from './otp.service.ts';
export { sendOtpMail } from './auth.mails.ts';
// The session cookie (docs/decisions/020): the page handler draws signed-in pages with it.
export { sessionCookieOf } from './session-cookie.ts';
export { resolveSession, sessionsRevoked } from './session.service.ts';
// The auth plugin's guard (plugins/auth.ts): app.ts gives it this area's session check.
export { authGuardServices } from './auth-guard.service.ts';
