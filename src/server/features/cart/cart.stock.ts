import { and, eq, sql } from 'drizzle-orm';
import { lineLimit } from '#shared/rules/cart-stock.ts';
import { MAX_LINE_QUANTITY, type Size } from '#shared/rules/sizes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { lockForTransaction, transactionWithLock } from '../../db/locks.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartLines, products, productSizes, type CartLine } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { MSG } from '#shared/contract/messages.ts';

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
export const lockCart = (tx: Tx, userId: number) => lockForTransaction(tx, cartLockName(userId));

/** The name of the caller's cart lock (for `lockedStatement`). */
export const cartLockName = (userId: number) => `cart:${userId}`;

/** A transaction holding the caller's cart lock (as `lockCart` first thing in it). */
export const cartTransaction = <T>(db: Db, userId: number, fn: (tx: Tx) => Promise<T>) =>
  transactionWithLock(db, cartLockName(userId), fn);

/** What a cart change needs to know about one size of a product on sale. */
export interface SizeForCart {
  /** Own-brand (no names on the tee) or not. */
  isOwnBrand: boolean;
  /** The stock left; null when the product does not come in that size. */
  stock: number | null;
  /** The caller's lines of that product and size (one per pair of names). */
  lines: CartLine[];
}

/**
 * A product on sale with the stock of `size` and the caller's lines of that size, in one query
 * (it was four: product, sizes, images, lines) built once, read under the cart lock;
 * PRODUCT_NOT_FOUND when the product is not on sale.
 */
export async function sizeForCart(
  tx: Tx,
  userId: number,
  productId: number,
  size: Size,
): Promise<SizeForCart> {
  const rows = await sizeWithLines(tx).execute({ userId, productId, size });
  const [first] = rows;
  if (!first) throw new DomainError('PRODUCT_NOT_FOUND');
  const lines = rows.flatMap((r) => (r.line ? [r.line] : []));
  return { isOwnBrand: first.isOwnBrand, stock: first.stock, lines };
}

const sizeWithLines = preparedQuery((tx) =>
  tx
    .select({ isOwnBrand: products.isOwnBrand, stock: productSizes.quantity, line: cartLines })
    .from(products)
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, products.id), eq(productSizes.size, sql.placeholder('size'))),
    )
    .leftJoin(
      cartLines,
      and(
        eq(cartLines.userId, sql.placeholder('userId')),
        eq(cartLines.productId, products.id),
        eq(cartLines.size, sql.placeholder('size')),
      ),
    )
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.active, true)))
    .prepare('cart_size_with_lines'),
);

/** Sets a line's quantity. */
export const setQuantity = (tx: Tx, lineId: number, quantity: number) =>
  setLineQuantity(tx).execute({ lineId, quantity });

const setLineQuantity = preparedQuery((tx) =>
  tx
    .update(cartLines)
    .set({ quantity: sql`${sql.placeholder('quantity')}`, updatedAt: sql`now()` })
    .where(eq(cartLines.id, sql.placeholder('lineId')))
    .prepare('cart_line_set_quantity'),
);

/** Writes a new line (the caller has none of that product, size and names). */
export const insertLine = (
  tx: Tx,
  line: Pick<
    CartLine,
    'userId' | 'productId' | 'size' | 'quantity' | 'teeName' | 'institutionName'
  >,
) => insertCartLine(tx).execute(line);

const insertCartLine = preparedQuery((tx) =>
  tx
    .insert(cartLines)
    .values({
      userId: sql.placeholder('userId'),
      productId: sql.placeholder('productId'),
      size: sql.placeholder('size'),
      quantity: sql.placeholder('quantity'),
      teeName: sql.placeholder('teeName'),
      institutionName: sql.placeholder('institutionName'),
    })
    .prepare('cart_line_insert'),
);

/** The stock of `size` as a count; SIZE_UNAVAILABLE when the product does not come in it. */
export function stockOf({ stock }: SizeForCart, size: Size): number {
  if (stock === null) {
    throw new DomainError('SIZE_UNAVAILABLE', `Size ${size} is not available for this product`);
  }
  return Math.max(0, stock);
}

export const sameNames = (a: Pick<CartLine, 'teeName' | 'institutionName'>, b: typeof a) =>
  a.teeName === b.teeName && a.institutionName === b.institutionName;

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

/**
 * The names printed on a club or sponsored tee (both required); own-brand products carry none,
 * so whatever was sent is dropped and the line stores ''.
 */
export function lineNames(
  product: { isOwnBrand: boolean },
  body: { teeName: string; institutionName: string },
) {
  if (product.isOwnBrand) return { teeName: '', institutionName: '' };
  if (!body.teeName) throw new DomainError('NAMES_REQUIRED', MSG.enterTeeName);
  if (!body.institutionName) throw new DomainError('NAMES_REQUIRED', MSG.enterInstitution);
  return { teeName: body.teeName, institutionName: body.institutionName };
}
