import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { productFormerSlugs, products } from '../../db/schema/index.ts';
import { loadProducts, type ProductRecord } from '../catalog/index.ts';

/** A product as the admin edits it: the one product shape plus what only the admin sees. */
export interface AdminProductRecord extends ProductRecord {
  colors: string[];
  version: number;
  active: boolean;
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
  return { ...record!, colors: row.colors, version: row.version, active: row.active };
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
