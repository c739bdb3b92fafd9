import type { RouteLimits } from '../../plugins/rate-limit.ts';

const MIN = 60_000;
const DAY = 24 * 60 * MIN;
const per15 = (max: number) => ({ max, windowMs: 15 * MIN });

/**
 * Rate limits of the account calls (docs/decisions/022). What stops abuse is keyed on what the
 * abuse is about: the e-mail in the body for sign-up and reset mails and the codes tried for an
 * address (with the OTP rules of otp.service.ts), the account and the device for passwords
 * (LOGIN_THROTTLE). The per-IP numbers are only ceilings against floods, as a campus reaches the
 * shop through a few NAT addresses: from one address, 2,000 students can sign up (register, a
 * typo in the code, a resend) and 5,000 can log in (with a typo each) within 15 minutes.
 * Over a limit: 429 RATE_LIMITED.
 */
export const AUTH_LIMITS = {
  register: { ip: per15(3_000), email: per15(5) },
  verifyOtp: { ip: per15(4_000), email: per15(10) },
  resendVerifyOtp: { ip: per15(2_000), email: per15(5) },
  // No per-e-mail limit: it let anyone lock a student out. Passwords are throttled per account
  // and device instead (LOGIN_THROTTLE).
  login: { ip: per15(7_500) },
  forgetPassword: { ip: per15(1_000), email: per15(5) },
  isChangePassword: { ip: per15(2_000), email: per15(10) },
  resetPassword: { ip: per15(2_000), email: per15(10) },
  // The current password is checked: a stolen session may not guess it for long.
  changePassword: { ip: per15(2_000), user: per15(10) },
  safetyProtocol: { ip: per15(1_000), user: per15(30) },
} as const satisfies Record<string, RouteLimits>;

/**
 * Login throttling (login-throttle.service.ts, after OWASP's "Slow Down Online Guessing Attacks
 * with Device Cookies"). A browser that logged in to an account holds a device cookie for it
 * (device-cookie.ts) and keeps `deviceFreeTries` failed tries of its own, whatever others do;
 * past them its cookie counts for nothing until its failures are forgotten. Every other try is
 * from an unknown device, and those are slowed three ways:
 * - per address and account: the 3rd failure makes the next try wait 1 s, each further one twice
 *   as long (2 s, 4 s, …);
 * - per account, from anywhere: the 20th failure locks the account to unknown devices for
 *   15 minutes after each further failure (guessing spread over many addresses);
 * - per address, over all accounts: the 100th failure makes the next try wait 1 s, doubling every
 *   20 more (one address trying many accounts).
 * No wait is longer than 15 minutes; counts are forgotten 2 hours after their last failure.
 * RATE_LIMIT_SCALE multiplies the free tries (3, 20, 100 and `deviceFreeTries`).
 */
export const LOGIN_THROTTLE = {
  accountWaitFrom: 3,
  unknownDevicesLockFrom: 20,
  unknownDevicesLockMs: 15 * MIN,
  ipWaitFrom: 100,
  ipDoublingEvery: 20,
  deviceFreeTries: 10,
  maxDelayMs: 15 * MIN,
  forgetAfterMs: 2 * 60 * MIN,
} as const;

/** How long a device cookie is honoured after the login that issued it. */
export const DEVICE_COOKIE_TTL_MS = 180 * DAY;
