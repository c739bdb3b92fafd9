import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, drops, type ClubRow } from '../../db/schema/index.ts';

/** Helpers for clubs' public page tests: clubs made as rows (the admin's form is club-core's). */

/** A club paid by UPI, 10 % of each sale; `slug` and `name` from `values` or made up. */
export async function insertClub(db: Db, values: Partial<typeof clubs.$inferInsert> = {}) {
  const tag = randomUUID().slice(0, 8);
  const [club] = await db
    .insert(clubs)
    .values({
      slug: `club-${tag}`,
      name: `Club ${tag}`,
      tag: `club-${tag}`,
      about: 'A club made for tests.',
      shareBasisPoints: 1000,
      payoutMethod: 'upi',
      upiId: 'club@okbank',
      ...values,
    })
    .returning();
  return club as ClubRow;
}

/** Makes the drop the club's (the drop form's club field is another part's). */
export async function giveDropTo(db: Db, dropId: number, clubId: number) {
  await db.update(drops).set({ clubId }).where(eq(drops.id, dropId));
}
