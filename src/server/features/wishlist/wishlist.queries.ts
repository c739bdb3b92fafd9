import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, wishlistItems, type ProductRow } from '../../db/schema/index.ts';

/** The wishlist's SQL: one `wishlist_items` row per (user, product). */

/** Adds the row; an existing one is left as it is (also under parallel calls). */
export async function insertWishlistItem(db: Db, userId: number, productId: number) {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

/** Deletes the row; true when there was one. */
export async function deleteWishlistItem(
  db: Db,
  userId: number,
  productId: number,
): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}

/** The customer's wishlisted products on sale, most recently wishlisted first. */
export async function wishlistedProducts(db: Db, userId: number): Promise<ProductRow[]> {
  const rows = await db
    .select({ product: products })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.active, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  return rows.map((r) => r.product);
}
