import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import { MAX_LINE_QUANTITY } from '#shared/rules/sizes.ts';
import type {
  ChangeQuantityInCartBody,
  ChangeSizeInCartBody,
  RemoveFromCartBody,
} from '#shared/contract/cart.ts';
import type { Tx } from '../../db/client.ts';
import type { CartLine } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { liveDropFor, numberedPieceOne } from '../drops/index.ts';
import { addToWishlist } from '../wishlist/index.ts';
import { cartTransaction } from './cart-lock.ts';
import { capNote, notEnoughStock, sameNames, stockOf } from './cart-rules.ts';
import { lineWithProductState, sizeForCart } from './cart.queries.ts';
import {
  deleteLine,
  removeOwnLine,
  setLineSize,
  setQuantity,
  setQuantityIfItFits,
} from './cart-writes.queries.ts';
import type { OnCartLine } from './cart.mapper.ts';
import { preOrderQuantityFits } from './cart-pre-order.service.ts';

const done = (message: string): Outcome => ({ message });

/**
 * One of the caller's lines, or CART_LINE_NOT_FOUND: another customer's line reads exactly like
 * a line that does not exist. A `productId` sent along must be the line's product (a stale page
 * must not act on the wrong line). With `onSale`, a line whose product was taken off sale (hidden
 * from the cart) is not found either.
 */
async function ownLine(
  tx: Tx,
  userId: number,
  lineId: number,
  options: { productId?: number | undefined; onSale?: boolean } = {},
): Promise<CartLine> {
  const row = await lineWithProductState(tx, userId, lineId);
  const wrongProduct = options.productId !== undefined && options.productId !== row?.line.productId;
  if (!row || wrongProduct || (options.onSale && !row.active)) {
    throw new DomainError('CART_LINE_NOT_FOUND');
  }
  return row.line;
}

/**
 * Sets a line's quantity (1 to 5, checked by the contract; a numbered piece's is 1). It may not
 * pass the stock left after the caller's other lines of that size: OUT_OF_STOCK naming what is left. A change that fits
 * (nearly all) is one statement under the lock, in one round trip; only a refused one, or a
 * pre-order's line, reads why in a locked transaction.
 */
export async function changeQuantity(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  body: OnCartLine<ChangeQuantityInCartBody>,
): Promise<Outcome> {
  const quantity = body.updatedQuantity;
  const lineId = body.cartLineId;
  const [changed] = await setQuantityIfItFits(db, { lineId, userId, quantity });
  if (changed) return done('Quantity updated');
  return cartTransaction(db, userId, async (tx) => {
    const line = await ownLine(tx, userId, lineId, { onSale: true });
    if (quantity === line.quantity) return done('Quantity updated');
    if (line.teeNumber !== '' && quantity > 1) throw numberedPieceOne(line.teeNumber);
    // A pre-order's line: the drop's limit and cap decide, not the size's stock (the cap is
    // counted exactly when the order is placed).
    const drop = await liveDropFor(tx, line.productId, clock(), undefined, { userId });
    if (drop) {
      await preOrderQuantityFits(tx, userId, line, quantity, drop, clock());
      await setQuantity(tx, line.id, quantity);
      return done('Quantity updated');
    }
    const product = await sizeForCart(tx, userId, line.productId, line.size);
    const stock = stockOf(product, line.size);
    const others = totalQuantity(product.lines.filter((l) => l.id !== line.id));
    if (quantity > stock - others) throw notEnoughStock(line.size, stock, others);
    await setQuantity(tx, line.id, quantity);
    return done('Quantity updated');
  });
}

/**
 * Moves a line to another size of its product. The size must exist (SIZE_UNAVAILABLE) and hold
 * the line's whole quantity (OUT_OF_STOCK naming what is left). When the caller already has a
 * line of that size with the same names, the two merge into that line, capped at 5 and at the
 * stock (the reply says so).
 */
export async function changeSize(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  body: OnCartLine<ChangeSizeInCartBody>,
): Promise<Outcome> {
  const size = body.updatedSize;
  return cartTransaction(db, userId, async (tx) => {
    const line = await ownLine(tx, userId, body.cartLineId, { onSale: true });
    if (size === line.size) return done(`Size changed to ${size}`);
    const product = await sizeForCart(tx, userId, line.productId, size);
    const preOrder =
      product.stock !== null &&
      (await liveDropFor(tx, line.productId, clock(), undefined, { userId }));
    // A pre-order does not use the size's stock: its drop's cap is counted at placement.
    const stock = preOrder ? MAX_LINE_QUANTITY * 2 : stockOf(product, size);
    const { lines } = product;
    const target = lines.find((l) => sameNames(l, line));
    const others = totalQuantity(lines.filter((l) => l !== target));
    if (line.quantity > stock - others) throw notEnoughStock(size, stock, others);

    if (!target) {
      await setLineSize(tx, line.id, size);
      return done(`Size changed to ${size}`);
    }
    const wanted = target.quantity + line.quantity;
    const quantity = Math.min(wanted, lineLimit(stock, others));
    await deleteLine(tx, line.id);
    await setQuantity(tx, target.id, quantity);
    const merged = `Size changed to ${size} and merged with the same item in ${size}`;
    return done(
      quantity < wanted ? `${merged}. ${capNote(size, stock, others, quantity)}` : merged,
    );
  });
}

/**
 * Removes one of the caller's lines (also one whose product went off sale): one statement under
 * the cart lock, in one round trip; no row removed reads as CART_LINE_NOT_FOUND, as `ownLine`.
 */
export async function removeFromCart(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
  body: OnCartLine<RemoveFromCartBody>,
): Promise<Outcome> {
  const [removed] = await removeOwnLine(db, {
    lineId: body.cartLineId,
    userId,
    // No product sent (null): the line of any product.
    productId: body.productId ?? null,
  });
  if (!removed) throw new DomainError('CART_LINE_NOT_FOUND');
  return done('Removed from cart');
}

/** Removes the line and wishlists its product (already wishlisted is fine), all or nothing. */
export async function moveToWishlist(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
  body: OnCartLine<RemoveFromCartBody>,
): Promise<Outcome> {
  return cartTransaction(db, userId, async (tx) => {
    const line = await ownLine(tx, userId, body.cartLineId, { productId: body.productId });
    await deleteLine(tx, line.id);
    await addToWishlist(tx, userId, line.productId);
    return done('Moved to wishlist');
  });
}
