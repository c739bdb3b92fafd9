import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clubs, drops, dropStock, products, type ProductRow } from '../../db/schema/index.ts';

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
    .select({ id: products.id, name: products.name, clubId: products.clubId, draft: products.draft })
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
