import type { AppDeps } from '../../deps.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import type { OtpPurpose } from '#shared/rules/otp.ts';
import { otpMail, passwordChangedMail, welcomeMail } from '../../adapters/mail/templates.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { withdrawOtp } from './otp.service.ts';

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>;

/**
 * E-mails a freshly issued code. When the mail cannot be sent the code is withdrawn (so the
 * resend cooldown does not hold the person back) and the call fails with a clear message.
 */
export async function sendOtpMail(
  { db, config, mailer, log }: MailDeps,
  input: { to: string; code: string; purpose: OtpPurpose; name?: string; challengeId: number },
) {
  try {
    await mailer.send(otpMail(mailBrand(config), input));
  } catch (err) {
    log.error({ err, to: input.to }, 'OTP e-mail could not be sent');
    await withdrawOtp(db, input.challengeId);
    throw new DomainError('INTERNAL', 'We could not send the OTP e-mail. Please try again.');
  }
}

/** Courtesy mails (welcome, password changed) never fail the call that sends them. */
async function sendQuietly(deps: MailDeps, message: Parameters<Mailer['send']>[0]) {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.warn({ err, to: message.to, kind: message.kind }, 'e-mail could not be sent');
  }
}

export function sendWelcomeMail(deps: MailDeps, to: string, name: string) {
  return sendQuietly(deps, welcomeMail(mailBrand(deps.config), { to, name }));
}

export function sendPasswordChangedMail(deps: MailDeps, to: string, name: string, at: Date) {
  return sendQuietly(deps, passwordChangedMail(mailBrand(deps.config), { to, name, at }));
}
