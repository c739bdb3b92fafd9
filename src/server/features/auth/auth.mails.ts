import type { AppDeps } from '../../deps.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { sendMail } from '../../adapters/mail/outbox.ts';
import type { OtpPurpose } from '#shared/rules/otp.ts';
import { otpMail, passwordChangedMail, welcomeMail } from '../../adapters/mail/templates.ts';
import { OTP_RULES } from './otp.service.ts';

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;

/**
 * E-mails a freshly issued code at once (the call waits for it, up to MAIL_SEND_WAIT_MS). When
 * the mail server is down the call still succeeds: the mail waits in the outbox and is retried
 * until the code expires, once per code; a newer code drops the unsent mail of the older one.
 */
export function sendOtpMail(
  deps: MailDeps,
  input: { to: string; code: string; purpose: OtpPurpose; name?: string; challengeId: number },
) {
  const { challengeId, ...details } = input;
  return sendMail(deps, [
    {
      ...otpMail(mailBrand(deps.config), details),
      dedupeKey: `otp:${challengeId}`,
      expiresAt: new Date(deps.clock().getTime() + OTP_RULES.ttlMs),
      supersedes: true,
    },
  ]);
}

export function sendWelcomeMail(deps: MailDeps, to: string, name: string) {
  return sendMail(deps, [welcomeMail(mailBrand(deps.config), { to, name })]);
}

export function sendPasswordChangedMail(deps: MailDeps, to: string, name: string, at: Date) {
  return sendMail(deps, [passwordChangedMail(mailBrand(deps.config), { to, name, at })]);
}
