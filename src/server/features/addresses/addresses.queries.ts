import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AddressForm } from '#shared/contract/profile.ts';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

/** A saved postal address of one customer. */
export interface AddressRecord {
  id: number;
  address1: string;
  address2: string;
  city: string;
  state: string;
  pinCode: string;
  recipientName: string;
  recipientPhone: string;
  isProfile: boolean;
}

const columns = {
  id: addresses.id,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  pinCode: addresses.pinCode,
  recipientName: addresses.recipientName,
  recipientPhone: addresses.recipientPhone,
  isProfile: addresses.isProfile,
};

/** What a saved address holds, as forms send it. */
export type AddressFields = Omit<AddressRecord, 'id' | 'isProfile'> & { isProfile?: boolean };

/** The customer's addresses, oldest first: the order `index` in the contract refers to. */
export function addressesOf(db: Db, userId: number): Promise<AddressRecord[]> {
  return db
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.id));
}

/** One of the customer's addresses, or undefined (another customer's reads as missing). */
export async function addressOf(
  db: Db,
  userId: number,
  id: number,
): Promise<AddressRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

/** How many addresses the customer has saved. */
export async function addressCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

/** The customer's profile address, if they have one. */
export async function profileAddressOf(db: Db, userId: number): Promise<AddressRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isProfile, true)));
  return row;
}

/** The customer's addresses stop being the profile's (before another becomes it). */
async function clearProfile(db: Db, userId: number) {
  await db
    .update(addresses)
    .set({ isProfile: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isProfile, true)));
}

export async function insertAddress(
  db: Db,
  userId: number,
  input: AddressFields | AddressForm,
): Promise<AddressRecord> {
  if (input.isProfile) await clearProfile(db, userId);
  const [address] = await db
    .insert(addresses)
    .values({ userId, ...input, isProfile: input.isProfile ?? false })
    .returning(columns);
  return address!;
}

/**
 * Changes the customer's address `id` (another customer's is left alone); `isProfile` true makes
 * it the profile's address, undefined leaves that as it was.
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  fields: Partial<AddressFields>,
) {
  if (fields.isProfile) await clearProfile(db, userId);
  const { isProfile, ...rest } = fields;
  await db
    .update(addresses)
    .set({ ...rest, ...(isProfile ? { isProfile } : {}), updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Deletes the customer's address `id` (another customer's is left alone). */
export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}
