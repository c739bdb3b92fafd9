import {
  GENDERS,
  type ChangeNameBody,
  type Gender,
  type UpdateUserDetailsBody,
} from '#shared/contract/profile.ts';
import { profilePostal, saveProfilePostal } from '../addresses/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { saveName, saveProfile, userById } from './profile.queries.ts';

/** A customer's profile details; '' for anything not given yet. */
export interface UserDetails {
  name: string;
  email: string;
  phone: string;
  gender: Gender | '';
  address: string;
  city: string;
  state: string;
  pinCode: string;
}

const asGender = (value: string): Gender | '' =>
  (GENDERS as readonly string[]).includes(value) ? (value as Gender) : '';

/** The caller's profile details. */
export async function getUserDetails(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
): Promise<UserDetails> {
  const user = await userById(db, userId);
  if (!user) throw new DomainError('SESSION_EXPIRED');
  return {
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: asGender(user.gender),
    // The profile's address is one of the saved addresses (docs/product.md#saved-addresses).
    ...(await profilePostal({ db }, userId)),
  };
}

/**
 * Saves gender and phone, and the postal details into the profile's saved address. Name and
 * e-mail are read-only here (the original contract): sent values are ignored; auth/change-name
 * changes the name.
 */
export async function updateUserDetails(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  body: UpdateUserDetailsBody,
): Promise<Outcome> {
  const saved = await saveProfile(db, userId, {
    gender: body.gender,
    phone: body.phoneNumber,
    updatedAt: clock(),
  });
  if (!saved) throw new DomainError('SESSION_EXPIRED');
  await saveProfilePostal({ db }, userId, {
    address: body.address,
    city: body.city,
    state: body.state,
    pinCode: body.pinCode,
  });
  return { message: 'Details saved' };
}

/** auth/change-name: the caller's name, as their next orders, mails and the greeting show it. */
export async function changeName(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  body: ChangeNameBody,
): Promise<Outcome & { name: string }> {
  if (!(await saveName(db, userId, body.name, clock()))) throw new DomainError('SESSION_EXPIRED');
  return { message: 'Name saved', name: body.name };
}
