import type { RouteLimits } from '../../plugins/rate-limit.ts';

const MIN = 60_000;
const per15 = (max: number) => ({ max, windowMs: 15 * MIN });

/**
 * Rate limits of the account calls, per client IP and per e-mail in the body. The per-IP numbers
 * are generous because a whole hostel can share one address; the per-e-mail ones (with the OTP
 * rules of otp.service.ts) are what stop guessing codes. Over the limit: 429 RATE_LIMITED.
 */
export const AUTH_LIMITS = {
  register: { ip: per15(30), email: per15(5) },
  verifyOtp: { ip: per15(60), email: per15(10) },
  resendVerifyOtp: { ip: per15(30), email: per15(5) },
  // No per-e-mail limit: it let anyone lock a student out. Failed logins are throttled per
  // address and account instead (LOGIN_THROTTLE).
  login: { ip: per15(100) },
  forgetPassword: { ip: per15(20), email: per15(5) },
  isChangePassword: { ip: per15(60), email: per15(10) },
  resetPassword: { ip: per15(60), email: per15(10) },
  safetyProtocol: { ip: per15(30) },
} as const satisfies Record<string, RouteLimits>;

/**
 * Login throttling (login-throttle.service.ts). From one address, the 3rd failed login for one
 * account makes the next try for it wait 1 s, each further one twice as long (2 s, 4 s, …); over
 * all accounts, the 20th failed login from one address makes its next try wait 1 s, doubling every
 * 10 more (a hostel shares one address). Never more than 15 minutes; counts are forgotten 2 hours
 * after the last failure. RATE_LIMIT_SCALE multiplies the 3 and the 20.
 */
export const LOGIN_THROTTLE = {
  accountWaitFrom: 3,
  ipWaitFrom: 20,
  ipDoublingEvery: 10,
  maxDelayMs: 15 * MIN,
  forgetAfterMs: 2 * 60 * MIN,
} as const;
