import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { loadProducts, productOnSale, type ProductRecord } from '../catalog/index.ts';
import { productDropMarks } from '../drops/index.ts';
import { deleteWishlistItem, insertWishlistItem, wishlistedProducts } from './wishlist.queries.ts';

/**
 * The caller's wishlist: one row per (user, product). Adding is idempotent; products taken off
 * sale stay in the table but are left out of the list until they are back on sale.
 */

/** Wishlists a product; nothing happens when it already is (also under parallel calls). */
export async function addToWishlist(tx: Tx, userId: number, productId: number) {
  await insertWishlistItem(tx, userId, productId);
}

/**
 * Takes the product out of the wishlist when it is there, else puts it in (only a product on
 * sale: PRODUCT_NOT_FOUND otherwise). Parallel toggles of one customer run one after another
 * (a lock per customer), so each reply tells the state it left and the last one is the truth.
 */
export async function toggleWishlist(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
  { productId }: { productId: number },
): Promise<Outcome & { wishlisted: boolean }> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `wishlist:${userId}`);
    if (await deleteWishlistItem(tx, userId, productId)) {
      return { message: 'Removed from wishlist', wishlisted: false };
    }
    if (!(await productOnSale(tx, productId))) throw new DomainError('PRODUCT_NOT_FOUND');
    await addToWishlist(tx, userId, productId);
    return { message: 'Added to wishlist', wishlisted: true };
  });
}

/** The wishlisted products on sale, most recently wishlisted first. */
export async function getWishlist(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
): Promise<ProductRecord[]> {
  const listed = await loadProducts(db, await wishlistedProducts(db, userId));
  // Its cards name a product's drop as the shop's do (docs/product.md#drops).
  const marks = await productDropMarks(
    db,
    listed.map((p) => p.id),
    clock(),
  );
  return listed.map((p) => {
    const drop = marks.get(p.id);
    return drop ? { ...p, drop } : p;
  });
}
