import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, type ClubRow } from '../../db/schema/index.ts';

/** Clubs' public reads (docs/product.md#a-clubs-page); one club by slug is club-access's. */

/** Every club, by name. */
export function clubsByName(db: Db): Promise<ClubRow[]> {
  return db.select().from(clubs).orderBy(asc(clubs.name), asc(clubs.id));
}
