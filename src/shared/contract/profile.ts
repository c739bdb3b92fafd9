import { z } from 'zod';
import { MSG } from './messages.ts';
import { IdLike, Ok, OptionalEmail, intLike, maybe, optionalText } from './common.ts';
import {
  LoginPasswordField,
  OptionalPinCode,
  newPasswordField,
  normalisePhone,
  phoneField,
  pinCodeField,
  requiredText,
} from './fields.ts';

export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];

/** A gender from the list ("male" reads as "Male"), or '' when not given. */
const GenderField = z
  .string()
  .nullish()
  .transform((v) => {
    const s = (v ?? '').trim().toLowerCase();
    return s === 'other' ? 'Others' : s.charAt(0).toUpperCase() + s.slice(1);
  })
  .pipe(z.enum([...GENDERS, ''], { error: 'Choose Male, Female or Others' }));

/** auth/get-user-details */
export const GetUserDetailsBody = z.object({ email: OptionalEmail });
export type GetUserDetailsBody = z.infer<typeof GetUserDetailsBody>;

/** Empty strings stand for details the customer has not given yet. `pinCode` is a string. */
export const UserDetailsReply = z.object({
  status: Ok,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  gender: z.enum([...GENDERS, '']),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});
export type UserDetailsReply = z.infer<typeof UserDetailsReply>;

/** Profile screen: the editable details (name and e-mail are read-only). */
export const ProfileForm = z.object({
  gender: GenderField,
  phoneNumber: phoneField(MSG.invalidPhone),
  address: optionalText(300),
  city: optionalText(100),
  state: optionalText(100),
  pinCode: OptionalPinCode,
});
export type ProfileForm = z.infer<typeof ProfileForm>;

/** auth/update-user-details: `name` and `email` are accepted and ignored. */
export const UpdateUserDetailsBody = ProfileForm.extend({
  name: optionalText(100),
  email: OptionalEmail,
});
export type UpdateUserDetailsBody = z.infer<typeof UpdateUserDetailsBody>;

/** auth/change-name (NEW): the caller's name, as orders, mails and the greeting show it. */
export const ChangeNameForm = z.object({ name: requiredText('Enter your name', 100) });
export type ChangeNameForm = z.infer<typeof ChangeNameForm>;
export const ChangeNameBody = ChangeNameForm.extend({ email: OptionalEmail });
export type ChangeNameBody = z.infer<typeof ChangeNameBody>;
export const ChangeNameReply = z.object({ status: Ok, message: z.string(), name: z.string() });
export type ChangeNameReply = z.infer<typeof ChangeNameReply>;

/**
 * auth/change-password (NEW): signed in, with the current password. Every other session of the
 * account ends; this one stays signed in.
 */
export const ChangePasswordBody = z.object({
  email: OptionalEmail,
  currentPassword: LoginPasswordField,
  password: newPasswordField(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;
/** The Change password form: the new password typed twice. */
export const SignedInPasswordForm = ChangePasswordBody.omit({ email: true })
  .extend({ confirmPassword: z.string() })
  .refine((f) => f.password === f.confirmPassword, {
    path: ['confirmPassword'],
    error: 'The two passwords do not match',
  });
export type SignedInPasswordForm = z.infer<typeof SignedInPasswordForm>;

/**
 * A saved address as replies show it. `recipientName` and `recipientPhone` (NEW): who takes the
 * parcel there ('' when not given); `isProfile` (NEW): the profile's own address.
 */
export const Address = z.object({
  id: z.number().int(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  recipientName: z.string().optional(),
  recipientPhone: z.string().optional(),
  isProfile: z.boolean().optional(),
});
export type Address = z.infer<typeof Address>;

/** auth/get-user-addresses: a bare array, in the order `index` refers to. */
export const AddressList = z.array(Address);
export type AddressList = z.infer<typeof AddressList>;
export const GetUserAddressesBody = GetUserDetailsBody;
export type GetUserAddressesBody = z.infer<typeof GetUserAddressesBody>;

/**
 * Add/Edit Address popup: all five postal fields required ("Enter Details"); the recipient's
 * name and phone (an Indian mobile, 10 digits) are optional for clients of the original contract.
 */
export const AddressForm = z.object({
  address1: requiredText(MSG.enterDetails, 200),
  address2: requiredText(MSG.enterDetails, 200),
  pinCode: pinCodeField(),
  city: requiredText(MSG.enterDetails, 100),
  state: requiredText(MSG.enterDetails, 100),
  // Left out (a client of the original contract), they stay as they were.
  recipientName: optionalText(100).optional(),
  recipientPhone: z
    .string({ error: MSG.invalidPhone })
    .nullish()
    .transform((v) => normalisePhone((v ?? '').trim()))
    .refine((v) => v === '' || /^[6-9]\d{9}$/.test(v), { error: MSG.invalidPhone })
    .optional(),
  /** Make it the profile's address (NEW). */
  isProfile: z.boolean().optional(),
});
export type AddressForm = z.infer<typeof AddressForm>;

/** auth/add-user-address */
export const AddUserAddressBody = AddressForm.extend({ email: OptionalEmail });
export type AddUserAddressBody = z.infer<typeof AddUserAddressBody>;
/** `id`: the saved address, so the page can select it at once. */
export const AddUserAddressReply = z.object({
  status: Ok,
  message: z.string(),
  id: z.number().int(),
});
export type AddUserAddressReply = z.infer<typeof AddUserAddressReply>;

const AddressIndex = intLike({ min: 0, message: MSG.selectAddress });
const pickAddress = (b: { id?: number | undefined; index?: number | undefined }) =>
  b.id !== undefined || b.index !== undefined;

/** auth/edit-user-address: found by `id`, else by `index` in the list; only the caller's. */
export const EditUserAddressBody = AddUserAddressBody.extend({
  id: maybe(IdLike),
  index: maybe(AddressIndex),
}).refine(pickAddress, { error: MSG.selectAddress, path: ['id'] });
export type EditUserAddressBody = z.infer<typeof EditUserAddressBody>;

/** auth/remove-user-address: by `index` in the list, or by `id` (wins when both are sent). */
export const RemoveUserAddressBody = z
  .object({ email: OptionalEmail, index: maybe(AddressIndex), id: maybe(IdLike) })
  .refine(pickAddress, { error: MSG.selectAddress, path: ['index'] });
export type RemoveUserAddressBody = z.infer<typeof RemoveUserAddressBody>;
