// The auth area's public surface (ADR 017): the e-mail OTP, which notify-me uses to check a
// visitor's address (docs/product.md#notify-me) with the same codes, limits and mail.
export { checkOtp, issueOtp } from './otp.service.ts';
export { sendOtpMail } from './auth.mails.ts';
