import { GENDERS, type Gender, type UpdateUserDetailsBody } from '#shared/contract/profile.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { saveProfile, userById } from './profile.queries.ts';

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
    address: user.address,
    city: user.city,
    state: user.state,
    pinCode: user.pinCode,
  };
}

/** Saves gender, phone and postal details. Name and e-mail are read-only: sent values are ignored. */
export async function updateUserDetails(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  body: UpdateUserDetailsBody,
): Promise<Outcome> {
  const saved = await saveProfile(db, userId, {
    gender: body.gender,
    phone: body.phoneNumber,
    address: body.address,
    city: body.city,
    state: body.state,
    pinCode: body.pinCode,
    updatedAt: clock(),
  });
  if (!saved) throw new DomainError('SESSION_EXPIRED');
  return { message: 'Details saved' };
}
