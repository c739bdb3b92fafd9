import type { AddressForm } from '#shared/contract/profile.ts';
import type { AppDeps } from '../../deps.ts';
import { lockForTransaction } from '../../db/locks.ts';
import type { Caller, Visitor } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import type { PinPlace } from '../../adapters/pincode/pin-directory.ts';
import {
  addressCount,
  addressesOf,
  addressOf,
  deleteAddress,
  insertAddress,
  profileAddressOf,
  updateAddress,
  type AddressRecord,
} from './addresses.queries.ts';

/**
 * Saved addresses (docs/product.md#saved-addresses): only ever the caller's own rows. Every
 * address saved is checked against the offline PIN directory (PINCODE_INVALID otherwise).
 */

/** More than any student needs; keeps one account from filling the table. */
export const MAX_ADDRESSES = 20;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'pins'>;

/** Where a PIN code is (the form's lookup on blur); PINCODE_NOT_FOUND when it does not exist. */
export async function lookUpPin(
  { pins }: Pick<AppDeps, 'pins'>,
  _caller: Visitor,
  { pinCode }: { pinCode: string },
): Promise<PinPlace> {
  const place = (await pins()).find(pinCode);
  if (!place) throw new DomainError('PINCODE_NOT_FOUND');
  return place;
}

/** Saving refuses an unknown PIN with "Please Enter Valid PinCode". */
async function checkPin({ pins }: Pick<AppDeps, 'pins'>, pinCode: string) {
  if (!(await pins()).find(pinCode)) throw new DomainError('PINCODE_INVALID');
}

export function listAddresses({ db }: Pick<AppDeps, 'db'>, { userId }: Caller) {
  return addressesOf(db, userId);
}

/** Adds an address (the PIN must exist); the reply names it so the page can select it. */
export async function addAddress(
  deps: Deps,
  { userId }: Caller,
  input: AddressForm,
): Promise<Outcome & { address: AddressRecord }> {
  await checkPin(deps, input.pinCode);
  return deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, `addresses:${userId}`);
    if ((await addressCount(tx, userId)) >= MAX_ADDRESSES) {
      throw new DomainError(
        'BAD_REQUEST',
        `You can save up to ${MAX_ADDRESSES} addresses. Remove one you no longer use first.`,
      );
    }
    const address = await insertAddress(tx, userId, input);
    return { message: 'Address added', address };
  });
}

/** The id of the caller's address picked by `id`, else by `index` in their list. */
async function pickOwn(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  pick: { id?: number | undefined; index?: number | undefined },
): Promise<number> {
  if (pick.id !== undefined) {
    const own = await addressOf(deps.db, userId, pick.id);
    if (!own) throw new DomainError('ADDRESS_NOT_FOUND');
    return own.id;
  }
  const list = await addressesOf(deps.db, userId);
  const byIndex = pick.index === undefined ? undefined : list[pick.index];
  if (!byIndex) throw new DomainError('ADDRESS_NOT_FOUND');
  return byIndex.id;
}

export async function editAddress(
  deps: Deps,
  { userId }: Caller,
  input: AddressForm & { id?: number | undefined; index?: number | undefined },
): Promise<Outcome> {
  const { id, index, ...fields } = input;
  await checkPin(deps, fields.pinCode);
  const target = await pickOwn(deps, userId, { id, index });
  await deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, `addresses:${userId}`);
    await updateAddress(tx, userId, target, fields);
  });
  return { message: 'Address updated' };
}

/** The profile's postal fields, as the original contract's profile calls read and send them. */
export interface ProfilePostal {
  address: string;
  city: string;
  state: string;
  pinCode: string;
}

/** The caller's profile address, read as the profile's postal fields ('' when there is none). */
export async function profilePostal(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
): Promise<ProfilePostal> {
  const a = await profileAddressOf(db, userId);
  return a
    ? { address: a.address1, city: a.city, state: a.state, pinCode: a.pinCode }
    : { address: '', city: '', state: '', pinCode: '' };
}

/**
 * auth/update-user-details' postal fields: they change the profile's saved address (its first
 * line, city, state and PIN), or make one when there is none and something was typed.
 */
export async function saveProfilePostal(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  postal: ProfilePostal,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, `addresses:${userId}`);
    const current = await profileAddressOf(tx, userId);
    const fields = {
      address1: postal.address,
      city: postal.city,
      state: postal.state,
      pinCode: postal.pinCode,
    };
    if (current) return updateAddress(tx, userId, current.id, fields);
    if (!Object.values(postal).some((v) => v !== '')) return;
    if ((await addressCount(tx, userId)) >= MAX_ADDRESSES) return;
    await insertAddress(tx, userId, {
      ...fields,
      address2: '',
      recipientName: '',
      recipientPhone: '',
      isProfile: true,
    });
  });
}

export async function removeAddress(
  deps: Pick<AppDeps, 'db'>,
  { userId }: Caller,
  input: { id?: number | undefined; index?: number | undefined },
): Promise<Outcome> {
  const target = await pickOwn(deps, userId, input);
  await deleteAddress(deps.db, userId, target);
  return { message: 'Address removed' };
}
