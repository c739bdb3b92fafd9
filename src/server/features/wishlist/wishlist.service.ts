import { and, desc, eq } from 'drizzle-orm';
import type { ToggleWishlistReply, WishlistReply } from '#shared/contract/wishlist.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { products, wishlistItems } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { findProduct, loadProducts } from '../catalog/catalog.service.ts';

/**
 * The caller's wishlist: one row per (user, product). Adding is idempotent; products taken off
 * sale stay in the table but are left out of the list until they are back on sale.
 */

const MAX_ID = 2_147_483_647;

/** Wishlists a product; nothing happens when it already is (also under parallel calls). */
export async function addToWishlist(tx: Tx, userId: number, productId: number) {
  await tx.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

/**
 * Takes the product out of the wishlist when it is there, else puts it in (only a product on
 * sale: PRODUCT_NOT_FOUND otherwise). Parallel toggles of one customer run one after another
 * (a lock per customer), so each reply tells the state it left and the last one is the truth.
 */
export async function toggleWishlist(
  db: Db,
  userId: number,
  productId: number,
): Promise<ToggleWishlistReply> {
  if (productId > MAX_ID) throw new DomainError('PRODUCT_NOT_FOUND');
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `wishlist:${userId}`);
    const removed = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
      .returning({ productId: wishlistItems.productId });
    if (removed.length > 0) {
      return { status: 200 as const, message: 'Removed from wishlist', wishlisted: false };
    }
    if (!(await findProduct(tx, productId))) throw new DomainError('PRODUCT_NOT_FOUND');
    await addToWishlist(tx, userId, productId);
    return { status: 200 as const, message: 'Added to wishlist', wishlisted: true };
  });
}

/** The wishlisted products on sale, most recently wishlisted first. */
export async function getWishlist(db: Db, userId: number): Promise<WishlistReply> {
  const rows = await db
    .select({ product: products })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(and(eq(wishlistItems.userId, userId), eq(products.active, true)))
    .orderBy(desc(wishlistItems.createdAt), desc(products.id));
  const list = await loadProducts(
    db,
    rows.map((r) => r.product),
  );
  return { status: 200, products: list };
}
