import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ChangeQuantityInCartBody,
  ChangeSizeInCartBody,
  RemoveFromCartBody,
} from '#shared/contract/cart.ts';
import type { Tx } from '../../db/client.ts';
import { lockedStatement } from '../../db/one-trip.ts';
import { preparedQuery } from '../../db/prepared.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { cartLines, products, productSizes, type CartLine } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { addToWishlist } from '../wishlist/index.ts';
import {
  capNote,
  cartLockName,
  cartTransaction,
  notEnoughStock,
  sameNames,
  setQuantity,
  sizeForCart,
  stockOf,
} from './cart.stock.ts';
import type { OnCartLine } from './cart.mapper.ts';
import { preOrderQuantityFits } from './cart-pre-order.ts';
import { inSomeDrop, liveDropFor } from '../drops/index.ts';
import { MAX_LINE_QUANTITY } from '#shared/rules/sizes.ts';

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
  const [row] = await lineWithProductState(tx).execute({ lineId, userId });
  const wrongProduct = options.productId !== undefined && options.productId !== row?.line.productId;
  if (!row || wrongProduct || (options.onSale && !row.active)) {
    throw new DomainError('CART_LINE_NOT_FOUND');
  }
  return row.line;
}

const lineWithProductState = preparedQuery((tx) =>
  tx
    .select({ line: cartLines, active: products.active })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(
      and(
        eq(cartLines.id, sql.placeholder('lineId')),
        eq(cartLines.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('cart_own_line'),
);

/**
 * Sets a line's quantity (1 to 5, checked by the contract). It may not pass the stock left after
 * the caller's other lines of that size: OUT_OF_STOCK naming what is left. A change that fits
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
  const [changed] = await setQuantityIfItFits(db, cartLockName(userId), {
    lineId,
    userId,
    quantity,
  });
  if (changed) return done('Quantity updated');
  return cartTransaction(db, userId, async (tx) => {
    const line = await ownLine(tx, userId, lineId, { onSale: true });
    if (quantity === line.quantity) return done('Quantity updated');
    // A pre-order's line: the drop's limit decides, not the size's stock (its cap is counted
    // when the order is placed).
    const drop = await liveDropFor(tx, line.productId, clock());
    if (drop) {
      await preOrderQuantityFits(tx, userId, line, quantity, drop);
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
 * Sets the quantity of one of the caller's lines whose product is on sale and in no drop (a
 * pre-order's line answers to its drop's limit instead), when the stock of its size, less the
 * caller's other lines of that size, holds it; answers the line's id, or nothing.
 */
const setQuantityIfItFits = lockedStatement<{ id: number }>('cart_set_quantity_if_it_fits', () => {
  const other = alias(cartLines, 'other');
  const quantity = sql`${sql.placeholder('quantity')}::int`;
  const stock = sql`(select greatest(${productSizes.quantity}, 0) from ${productSizes}
    where ${productSizes.productId} = ${cartLines.productId} and ${productSizes.size} = ${cartLines.size})`;
  const inOtherLines = sql`(select coalesce(sum(${other.quantity}), 0) from ${cartLines} ${other}
    where ${other.userId} = ${cartLines.userId} and ${other.productId} = ${cartLines.productId}
      and ${other.size} = ${cartLines.size} and ${other.id} <> ${cartLines.id})`;
  return sql`update ${cartLines}
    set ${sql.identifier(cartLines.quantity.name)} = ${quantity},
      ${sql.identifier(cartLines.updatedAt.name)} = now()
    where ${cartLines.id} = ${sql.placeholder('lineId')}::int
      and ${cartLines.userId} = ${sql.placeholder('userId')}::int
      and exists (select 1 from ${products}
        where ${products.id} = ${cartLines.productId} and ${products.active})
      and not ${inSomeDrop(cartLines.productId)}
      and ${quantity} <= ${stock} - ${inOtherLines}
    returning ${cartLines.id}`;
});

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
    const preOrder = product.stock !== null && (await liveDropFor(tx, line.productId, clock()));
    // A pre-order does not use the size's stock: its drop's cap is counted at placement.
    const stock = preOrder ? MAX_LINE_QUANTITY * 2 : stockOf(product, size);
    const { lines } = product;
    const target = lines.find((l) => sameNames(l, line));
    const others = totalQuantity(lines.filter((l) => l !== target));
    if (line.quantity > stock - others) throw notEnoughStock(size, stock, others);

    if (!target) {
      await tx
        .update(cartLines)
        .set({ size, updatedAt: sql`now()` })
        .where(eq(cartLines.id, line.id));
      return done(`Size changed to ${size}`);
    }
    const wanted = target.quantity + line.quantity;
    const quantity = Math.min(wanted, lineLimit(stock, others));
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
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
  const [removed] = await removeOwnLine(db, cartLockName(userId), {
    lineId: body.cartLineId,
    userId,
    // No product sent (null): the line of any product.
    productId: body.productId ?? null,
  });
  if (!removed) throw new DomainError('CART_LINE_NOT_FOUND');
  return done('Removed from cart');
}

const removeOwnLine = lockedStatement<{ id: number }>(
  'cart_remove_own_line',
  () => sql`delete from ${cartLines}
    where ${cartLines.id} = ${sql.placeholder('lineId')}::int
      and ${cartLines.userId} = ${sql.placeholder('userId')}::int
      and (${sql.placeholder('productId')}::int is null
        or ${sql.placeholder('productId')}::int = ${cartLines.productId})
    returning ${cartLines.id}`,
);

/** Removes the line and wishlists its product (already wishlisted is fine), all or nothing. */
export async function moveToWishlist(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
  body: OnCartLine<RemoveFromCartBody>,
): Promise<Outcome> {
  return cartTransaction(db, userId, async (tx) => {
    const line = await ownLine(tx, userId, body.cartLineId, { productId: body.productId });
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    await addToWishlist(tx, userId, line.productId);
    return done('Moved to wishlist');
  });
}
