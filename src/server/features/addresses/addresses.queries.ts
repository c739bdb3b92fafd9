import { and, asc, eq } from 'drizzle-orm';
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
