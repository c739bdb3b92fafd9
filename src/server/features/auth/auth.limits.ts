import type { RouteLimits } from '../../plugins/rate-limit.ts';

const MIN = 60_000;
const per15 = (max: number) => ({ max, windowMs: 15 * MIN });

/**
 * Rate limits of the account calls, per client IP and per e-mail in the body. The per-IP numbers
 * are generous because a whole hostel can share one address; the per-e-mail ones (with the OTP
 * rules of otp.service.ts) are what stop guessing. Over the limit: 429 RATE_LIMITED.
 */
export const AUTH_LIMITS = {
  register: { ip: per15(30), email: per15(5) },
  verifyOtp: { ip: per15(60), email: per15(10) },
  resendVerifyOtp: { ip: per15(30), email: per15(5) },
  login: { ip: per15(100), email: per15(10) },
  forgetPassword: { ip: per15(20), email: per15(5) },
  isChangePassword: { ip: per15(60), email: per15(10) },
  resetPassword: { ip: per15(60), email: per15(10) },
  safetyProtocol: { ip: per15(30) },
} as const satisfies Record<string, RouteLimits>;
