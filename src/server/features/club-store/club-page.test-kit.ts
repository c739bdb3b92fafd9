import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { drops } from '../../db/schema/index.ts';

/** Helpers for clubs' public page tests (a club itself: `makeClub` of clubs.test-kit.ts). */

/** Makes the drop the club's, as a club's manager's drop is. */
export async function giveDropTo(db: Db, dropId: number, clubId: number) {
  await db.update(drops).set({ clubId }).where(eq(drops.id, dropId));
}
