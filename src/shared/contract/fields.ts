import { z } from 'zod';
import { MSG } from './messages.ts';
import { numberLike } from './common.ts';
import { MAX_LINE_QUANTITY, MIN_LINE_QUANTITY, SIZES } from '../rules/sizes.ts';

/**
 * Field rules shared by the wire bodies and the web forms, each with the message a person reads.
 * Fields that a client of the original contract may send as a number (phone, PIN, OTP) accept one.
 */

/** A required line of text: trimmed, not blank. */
export function requiredText(message: string = MSG.enterDetails, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, { error: MSG.tooLong });
}

/** A string or a number, read as a trimmed string (`9876543210` and `"9876543210"` alike). */
function stringish(message: string) {
  return z.union([z.string(), z.number()], { error: message }).transform((v) => String(v).trim());
}

/** An e-mail address, trimmed and lower-cased. */
export function emailField(required: string = MSG.enterDetails) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, { error: required, abort: true })
    .max(254, { error: MSG.invalidEmail, abort: true })
    .pipe(z.email({ error: MSG.invalidEmail }));
}

/** "+91 98765 43210", "098765-43210", "9876543210" -> "9876543210"; anything else is unchanged. */
export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[\s\-().]/g, '');
  if (/^\+91\d{10}$/.test(digits)) return digits.slice(3);
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

/** A 10-digit Indian mobile number, normalised to its 10 digits. */
export function phoneField(required: string = MSG.enterDetails) {
  return stringish(required)
    .pipe(z.string().min(1, { error: required, abort: true }))
    .transform(normalisePhone)
    .pipe(z.string().regex(/^[6-9]\d{9}$/, { error: MSG.invalidPhone }));
}

const PIN = /^[1-9]\d{5}$/;

/** A 6-digit Indian PIN code (spaces dropped), as a string. */
export function pinCodeField(required: string = MSG.enterDetails) {
  return stringish(required)
    .pipe(z.string().min(1, { error: required, abort: true }))
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(PIN, { error: MSG.invalidPinCode }));
}

/** A PIN code that may be left empty (profile): '' or 6 digits. */
export const OptionalPinCode = z
  .union([z.string(), z.number()], { error: MSG.invalidPinCode })
  .nullish()
  .transform((v) => String(v ?? '').replace(/\s/g, ''))
  .pipe(z.string().regex(/^(|[1-9]\d{5})$/, { error: MSG.invalidPinCode }));

/** The 4-digit e-mail OTP. A number keeps its leading zeros (`123` -> "0123"). */
export const OtpField = z
  .union([z.string(), z.number()], { error: MSG.fillOtp })
  .transform((v) => (typeof v === 'number' ? String(v).padStart(4, '0') : v.trim()))
  .pipe(
    z
      .string()
      .length(4, { error: MSG.fillOtp, abort: true })
      .regex(/^\d{4}$/, { error: MSG.invalidOtp }),
  );

/** A new password: 7 to 128 characters, never trimmed (docs/product.md#password-rules). */
export function newPasswordField(required: string = MSG.passwordTooShort) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .min(7, { error: MSG.passwordTooShort, abort: true })
    .max(128, { error: MSG.passwordTooLong });
}

/** The password typed to log in: only required (old accounts keep working). */
export const LoginPasswordField = z
  .string({ error: MSG.enterDetails })
  .min(1, { error: MSG.enterDetails, abort: true })
  .max(128, { error: MSG.passwordTooLong });

/** A size of the shop's range; "xl" reads as "XL". */
export function sizeField(message: string = MSG.selectSize) {
  return z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .pipe(z.enum(SIZES, { error: message }));
}

/** Quantity of one cart line: 1 to 5, numbers as strings accepted. */
export const LineQuantityField = numberLike(MSG.invalidQuantity).pipe(
  z
    .number()
    .int({ error: MSG.invalidQuantity })
    .min(MIN_LINE_QUANTITY, { error: MSG.invalidQuantity })
    .max(MAX_LINE_QUANTITY, { error: MSG.invalidQuantity }),
);
