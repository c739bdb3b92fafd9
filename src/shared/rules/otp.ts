/**
 * One-time codes (docs/spec-decisions.md: "OTP is 4 digits"). The server enforces these; the web
 * app shows the same cooldown on its Resend button.
 */
export const OTP_PURPOSES = ['signup', 'reset', 'notify'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Seconds between two codes for the same e-mail and purpose. */
export const OTP_RESEND_COOLDOWN_S = 30;
