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
}

const columns = {
  id: addresses.id,
  address1: addresses.address1,
  address2: addresses.address2,
  city: addresses.city,
  state: addresses.state,
  pinCode: addresses.pinCode,
};

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

export async function insertAddress(
  db: Db,
  userId: number,
  input: AddressForm,
): Promise<AddressRecord> {
  const [address] = await db
    .insert(addresses)
    .values({ userId, ...input })
    .returning(columns);
  return address!;
}

/** Changes the customer's address `id` (another customer's is left alone). */
export async function updateAddress(db: Db, userId: number, id: number, fields: AddressForm) {
  await db
    .update(addresses)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

/** Deletes the customer's address `id` (another customer's is left alone). */
export async function deleteAddress(db: Db, userId: number, id: number) {
  await db.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}
