import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  clubManagers,
  clubs,
  drops,
  dropStock,
  products,
  users,
  type ProductRow,
} from '../../db/schema/index.ts';

/** A club's products and drops, their drafts and publishing them (ADR 023). */

/** The club's products, drafts too, newest first. */
export function productRowsOfClub(db: Db, clubId: number): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.clubId, clubId))
    .orderBy(desc(products.id))
    .limit(500);
}

/** A product's club and draft state, or undefined. */
export async function productOwner(db: Db | Tx, id: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      clubId: products.clubId,
      draft: products.draft,
    })
    .from(products)
    .where(eq(products.id, id));
  return row;
}

/** A drop's club and draft state, or undefined. */
export async function dropOwner(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ id: drops.id, name: drops.name, clubId: drops.clubId, draft: drops.draft })
    .from(drops)
    .where(eq(drops.id, id));
  return row;
}

/** A draft product goes on sale (a product already published is left as it is). */
export async function publishProductRow(tx: Db | Tx, id: number): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({ draft: false, active: true, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), eq(products.draft, true)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** A draft drop is published, and with it the draft products it holds. */
export async function publishDropRows(tx: Tx, id: number): Promise<void> {
  const held = tx
    .select({ id: dropStock.productId })
    .from(dropStock)
    .where(and(eq(dropStock.dropId, id), eq(dropStock.size, '')));
  await tx
    .update(products)
    .set({ draft: false, active: true, updatedAt: sql`now()` })
    .where(and(inArray(products.id, held), eq(products.draft, true)));
  await tx
    .update(drops)
    .set({ draft: false, version: sql`${drops.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(drops.id, id), eq(drops.draft, true)));
}

/** Every club's drafts waiting to be published, products then drops, oldest change first. */
export async function draftsWaiting(db: Db) {
  const club = { slug: clubs.slug, name: clubs.name };
  const draftProducts = await db
    .select({ id: products.id, name: products.name, updatedAt: products.updatedAt, club })
    .from(products)
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(eq(products.draft, true))
    .orderBy(products.updatedAt)
    .limit(200);
  const draftDrops = await db
    .select({ id: drops.id, name: drops.name, updatedAt: drops.updatedAt, club })
    .from(drops)
    .innerJoin(clubs, eq(clubs.id, drops.clubId))
    .where(eq(drops.draft, true))
    .orderBy(drops.updatedAt)
    .limit(200);
  return { draftProducts, draftDrops };
}

/**
 * Published club drops that opened (or closed) between `since` and `now`, each with its club and
 * managers: whom to mail that the drop opened or closed.
 */
export async function clubDropsTurned(
  db: Db,
  edge: 'opensAt' | 'closesAt',
  since: Date,
  now: Date,
) {
  const column = edge === 'opensAt' ? drops.opensAt : drops.closesAt;
  return db
    .select({
      drop: {
        id: drops.id,
        name: drops.name,
        opensAt: drops.opensAt,
        closesAt: drops.closesAt,
        readyBy: drops.readyBy,
      },
      club: { name: clubs.name, slug: clubs.slug },
      manager: { id: users.id, email: users.email, name: users.name },
    })
    .from(drops)
    .innerJoin(clubs, eq(clubs.id, drops.clubId))
    .innerJoin(clubManagers, eq(clubManagers.clubId, clubs.id))
    .innerJoin(users, eq(users.id, clubManagers.userId))
    .where(and(eq(drops.draft, false), gt(column, since), lte(column, now)))
    .orderBy(drops.id, users.id);
}
