import { and, eq } from 'drizzle-orm';
import { lineLimit } from '#shared/rules/cart-stock.ts';
import { MAX_LINE_QUANTITY, type Size } from '#shared/rules/sizes.ts';
import type { Tx } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { cartLines, type CartLine } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { productOnSale, sizeStock, type ProductRecord } from '../catalog/catalog.queries.ts';

/**
 * The stock rules every cart change shares. A size's stock is shared by all of the caller's
 * lines of that product and size (club tees can have several lines with different names), so
 * "what is left for this line" is the stock minus what the other lines already hold.
 */

/**
 * Serialises the caller's cart changes (in this and every other server process) until the
 * transaction ends, so read-then-write rules (merge, caps, stock) hold under parallel calls.
 * Checkout takes the same lock before it turns the cart into an order.
 */
export const lockCart = (tx: Tx, userId: number) => lockForTransaction(tx, `cart:${userId}`);

/** A product on sale, read inside the transaction; PRODUCT_NOT_FOUND otherwise. */
export async function productForCart(tx: Tx, productId: number): Promise<ProductRecord> {
  const product = await productOnSale(tx, productId);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return product;
}

/** Stock of `size`; SIZE_UNAVAILABLE when the product does not come in that size. */
export function stockOf(product: ProductRecord, size: Size): number {
  const row = sizeStock(product, size);
  if (!row) {
    throw new DomainError('SIZE_UNAVAILABLE', `Size ${size} is not available for this product`);
  }
  return Math.max(0, row.quantity);
}

/** The caller's lines of one product and size (one per pair of names). */
export function linesOfSize(tx: Tx, userId: number, productId: number, size: Size) {
  return tx
    .select()
    .from(cartLines)
    .where(
      and(
        eq(cartLines.userId, userId),
        eq(cartLines.productId, productId),
        eq(cartLines.size, size),
      ),
    );
}

export const sameNames = (a: Pick<CartLine, 'teeName' | 'instiName'>, b: typeof a) =>
  a.teeName === b.teeName && a.instiName === b.instiName;

/** "Size M is sold out", "Only 2 left in size M", "..., and 2 are already in your cart". */
export function notEnoughStock(size: Size, stock: number, inCart: number): DomainError {
  if (stock <= 0) return new DomainError('OUT_OF_STOCK', `Size ${size} is sold out`);
  const left = `Only ${stock} left in size ${size}`;
  if (inCart <= 0) return new DomainError('OUT_OF_STOCK', left);
  const held = `${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart`;
  return new DomainError('OUT_OF_STOCK', `${left}, and ${held}`);
}

/** Nothing more fits in a line holding `existing`: CART_LINE_FULL at 5, else the stock message. */
export function lineFull(size: Size, stock: number, others: number, existing: number) {
  if (lineLimit(stock, others) === MAX_LINE_QUANTITY) {
    return new DomainError(
      'CART_LINE_FULL',
      `You already have ${MAX_LINE_QUANTITY} of these in size ${size} in your cart, the most per item`,
    );
  }
  return notEnoughStock(size, stock, others + existing);
}

/** Why a wanted quantity was lowered to `quantity` (the line's limit), as a sentence. */
export function capNote(size: Size, stock: number, others: number, quantity: number): string {
  return lineLimit(stock, others) === MAX_LINE_QUANTITY
    ? `Quantity set to ${quantity}, the most per item.`
    : others > 0
      ? `Only ${stock} left in size ${size} and ${others} ${others === 1 ? 'is' : 'are'} in your other items, so quantity set to ${quantity}.`
      : `Only ${stock} left in size ${size}, so quantity set to ${quantity}.`;
}
