import { and, eq, sql } from 'drizzle-orm';
import type { Size } from '#shared/rules/sizes.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  productFormerSlugs,
  productImages,
  products,
  productSizes,
  type ProductRow,
} from '../../db/schema/index.ts';
import { loadProducts, type ProductRecord } from '../catalog/index.ts';

/** A product as the admin edits it: the one product shape plus what only the admin sees. */
export interface AdminProductRecord extends ProductRecord {
  colors: string[];
  version: number;
  active: boolean;
  draft: boolean;
  clubId: number | null;
}

/** Any product (on sale or not), or undefined. */
export async function adminProductById(
  db: Db | Tx,
  id: number,
): Promise<AdminProductRecord | undefined> {
  const rows = await db.select().from(products).where(eq(products.id, id));
  const row = rows[0];
  if (!row) return undefined;
  const [record] = await loadProducts(db as Db, rows);
  return {
    ...record!,
    colors: row.colors,
    version: row.version,
    active: row.active,
    draft: row.draft,
    clubId: row.clubId,
  };
}

/** Keeps `slug` as a former slug of the product (an old link), unless it is the current one. */
export async function keepFormerSlug(tx: Tx, productId: number, slug: string, current: string) {
  await tx
    .delete(productFormerSlugs)
    .where(and(eq(productFormerSlugs.productId, productId), eq(productFormerSlugs.slug, current)));
  if (!slug || slug === current) return;
  await tx.insert(productFormerSlugs).values({ productId, slug }).onConflictDoNothing();
}

/** Whether `slug` is one the product's page had before. */
export async function isFormerSlug(db: Db, productId: number, slug: string): Promise<boolean> {
  const rows = await db
    .select({ slug: productFormerSlugs.slug })
    .from(productFormerSlugs)
    .where(and(eq(productFormerSlugs.productId, productId), eq(productFormerSlugs.slug, slug)));
  return rows.length > 0;
}

/** The product's images become these, in this order. */
export async function replaceImages(
  tx: Tx,
  productId: number,
  images: readonly { url: string; alt: string }[],
): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx
    .insert(productImages)
    .values(images.map(({ url, alt }, position) => ({ productId, position, url, alt })));
}

/** A new product row; answers its id. */
export async function insertProduct(tx: Tx, values: typeof products.$inferInsert): Promise<number> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function insertSizes(
  tx: Tx,
  productId: number,
  rows: readonly { size: Size; quantity: number }[],
): Promise<void> {
  await tx
    .insert(productSizes)
    .values(rows.map((r) => ({ productId, size: r.size, quantity: r.quantity })));
}

/** The product's row, locked until the transaction ends (two admins' saves run in turn). */
export async function lockProduct(tx: Tx, id: number): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  return row;
}

/** The product's size rows, locked, in id order. */
export function lockSizesOf(tx: Tx, productId: number) {
  return tx
    .select({ id: productSizes.id, size: productSizes.size, quantity: productSizes.quantity })
    .from(productSizes)
    .where(eq(productSizes.productId, productId))
    .orderBy(productSizes.id)
    .for('update');
}

/** The product's fields change and its version goes up. */
export async function updateProductRow(
  tx: Tx,
  id: number,
  fields: Partial<typeof products.$inferInsert>,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...fields, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

/** One size row of the product changes (a unique violation when the size is taken). */
export async function updateSize(
  tx: Tx,
  productId: number,
  row: { sizeId: number; size: Size; quantity: number },
): Promise<void> {
  await tx
    .update(productSizes)
    .set({ size: row.size, quantity: row.quantity })
    .where(and(eq(productSizes.id, row.sizeId), eq(productSizes.productId, productId)));
}
