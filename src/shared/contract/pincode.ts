import { z } from 'zod';
import { Ok } from './common.ts';
import { pinCodeField } from './fields.ts';
import { MSG } from './messages.ts';

/** GET pincode/{pin} */
export const PinCodeParams = z.object({ pin: pinCodeField(MSG.invalidPinCode) });
export type PinCodeParams = z.infer<typeof PinCodeParams>;

/** Where a PIN code is; the address form fills city and state from it. */
export const PinCodeReply = z.object({
  status: Ok,
  pinCode: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
});
export type PinCodeReply = z.infer<typeof PinCodeReply>;
