import { z } from 'zod';
import { MSG } from './messages.ts';
import { OptionalEmail, intLike, optionalText } from './common.ts';
import { emailField, sizeField } from './fields.ts';

/** How many pieces a size request may ask for. */
export const MAX_REQUESTED_QUANTITY = 500;

const RequiredQuantity = intLike({
  min: 1,
  max: MAX_REQUESTED_QUANTITY,
  message: MSG.enterDetails,
});

/** "Size Not Available? Inform Us" popup for a logged-in customer: quantity and size required. */
export const SizeRequestForm = z.object({
  requiredQuantity: RequiredQuantity,
  requiredSize: sizeField(MSG.enterDetails),
  comments: optionalText(1000),
});
export type SizeRequestForm = z.infer<typeof SizeRequestForm>;

/** The same popup when logged out: the e-mail is required too ("Enter Email"). */
export const GuestSizeRequestForm = SizeRequestForm.extend({
  email: emailField(MSG.enterEmailLoggedOut),
});
export type GuestSizeRequestForm = z.infer<typeof GuestSizeRequestForm>;

/**
 * products/sizeUnavailable/{id} (token optional). Without a token the server requires `email`
 * (answering "Enter Email"); with one it uses the token's e-mail.
 */
export const SizeUnavailableBody = SizeRequestForm.extend({
  email: OptionalEmail.pipe(z.email({ error: MSG.invalidEmail }).optional()),
});
export type SizeUnavailableBody = z.infer<typeof SizeUnavailableBody>;
