import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import { sql } from 'drizzle-orm';
import type { AddToCartBody } from '#shared/contract/cart.ts';
import { MSG } from '#shared/contract/messages.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { cartLinesOnSale, type CartLineRecord } from './cart.queries.ts';
import { cartLines } from '../../db/schema.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  capNote,
  cartTransaction,
  lineFull,
  notEnoughStock,
  sameNames,
  setQuantity,
  sizeForCart,
  stockOf,
} from './cart.stock.ts';

/**
 * The names printed on a club or sponsored tee (both required); own-brand products carry none,
 * so whatever was sent is dropped and the line stores ''.
 */
export function lineNames(
  product: { isInstibuzz: boolean },
  body: { teeName: string; instiName: string },
) {
  if (product.isInstibuzz) return { teeName: '', instiName: '' };
  if (!body.teeName) throw new DomainError('NAMES_REQUIRED', MSG.enterTeeName);
  if (!body.instiName) throw new DomainError('NAMES_REQUIRED', MSG.enterInstitution);
  return { teeName: body.teeName, instiName: body.instiName };
}

/**
 * Adds `quantity` of a product in a size. The same product, size and names merge into one line.
 * A line holds at most 5 and never more than the stock left after the caller's other lines of
 * that size; a wanted quantity above that is lowered (the reply says so), and when nothing more
 * fits the call is refused (CART_LINE_FULL or OUT_OF_STOCK, naming what is left). Runs under
 * the caller's cart lock, so parallel adds neither duplicate the line nor pass the limits.
 */
export async function addToCart(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
  body: AddToCartBody,
): Promise<Outcome> {
  const size = body.selectedSize;
  return cartTransaction(db, userId, async (tx) => {
    const product = await sizeForCart(tx, userId, body.productId, size);
    const names = lineNames(product, body);
    const stock = stockOf(product, size);
    if (stock === 0) throw notEnoughStock(size, 0, 0);

    const { lines } = product;
    const line = lines.find((l) => sameNames(l, names));
    const others = totalQuantity(lines.filter((l) => l !== line));
    const existing = line?.quantity ?? 0;
    const limit = lineLimit(stock, others);
    if (existing >= limit) throw lineFull(size, stock, others, existing);

    const wanted = existing + body.quantity;
    const quantity = Math.min(wanted, limit);
    if (line) await setQuantity(tx, line.id, quantity);
    else
      await insertLine(tx).execute({ userId, productId: body.productId, size, quantity, ...names });
    const message =
      quantity < wanted
        ? `Added to cart. ${capNote(size, stock, others, quantity)}`
        : 'Added to cart';
    return { message };
  });
}

const insertLine = preparedQuery((tx) =>
  tx
    .insert(cartLines)
    .values({
      userId: sql.placeholder('userId'),
      productId: sql.placeholder('productId'),
      size: sql.placeholder('size'),
      quantity: sql.placeholder('quantity'),
      teeName: sql.placeholder('teeName'),
      instiName: sql.placeholder('instiName'),
    })
    .prepare('cart_line_insert'),
);

/** products/getProductsInCart: the caller's lines on sale, newest first. */
export function getCart(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
): Promise<CartLineRecord[]> {
  return cartLinesOnSale(db, userId);
}
