import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MAX_LINE_QUANTITY } from '#shared/rules/sizes.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { cartLinesOnSale, type CartLineRecord } from './cart.queries.ts';
import { cartLines, products, productSizes } from '../../db/schema.ts';
import { rowsOf } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import {
  capNote,
  cartTransaction,
  lineFull,
  lineNames,
  notEnoughStock,
  sameNames,
  setQuantity,
  sizeForCart,
  stockOf,
} from './cart.stock.ts';
import type { CartAddition } from './cart.mapper.ts';
import { addPreOrder } from './cart-pre-order.ts';
import { dropForCart } from '../drops/index.ts';

/**
 * Adds `quantity` of a product in a size. The same product, size and names merge into one line.
 * A line holds at most 5 and never more than the stock left after the caller's other lines of
 * that size; a wanted quantity above that is lowered (the reply says so), and when nothing more
 * fits the call is refused (CART_LINE_FULL or OUT_OF_STOCK, naming what is left). Runs under
 * the caller's cart lock, so parallel adds neither duplicate the line nor pass the limits.
 */
export async function addToCart(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  body: CartAddition,
): Promise<Outcome> {
  const size = body.selectedSize;
  return cartTransaction(db, userId, async (tx) => {
    // A product in a drop is a pre-order: its own rules, never the size's stock
    // (docs/product.md#drops).
    const drop = await dropForCart(tx, userId, body.productId, clock(), body.dropId);
    if (drop) return addPreOrder(tx, userId, body, drop);
    const added = await addIfItFits(tx).execute({
      userId,
      productId: body.productId,
      size,
      quantity: body.quantity,
      teeName: body.teeName,
      institutionName: body.institutionName,
    });
    if (rowsOf(added).length > 0) return { message: 'Added to cart' };
    // Nothing written: the product, size or names are wrong, or the quantity must be lowered or
    // refused; read why (still under the lock).
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

/**
 * Adds the whole quantity, to the line of the same product, size and names or as a new line,
 * when it fits: the product is on sale in that size, a club tee has both names (own-brand lines
 * carry none), the line stays within 5 and the stock covers all of the caller's lines of that
 * size. One statement, so the usual add is one round trip under the lock; answers the line's
 * new quantity, or no row when it wrote nothing.
 */
const addIfItFits = preparedQuery((tx) => {
  const param = (name: string, type: 'int' | 'text') =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const names = (name: string) =>
    sql`case when ${products.isOwnBrand} then '' else ${param(name, 'text')} end`;
  const statement = sql`insert into ${cartLines}
      (${sql.identifier(cartLines.userId.name)}, ${sql.identifier(cartLines.productId.name)},
       ${sql.identifier(cartLines.size.name)}, ${sql.identifier(cartLines.quantity.name)},
       ${sql.identifier(cartLines.teeName.name)}, ${sql.identifier(cartLines.institutionName.name)})
    select ${param('userId', 'int')}, ${products.id}, ${productSizes.size},
      ${param('quantity', 'int')}, ${names('teeName')}, ${names('institutionName')}
    from ${products} join ${productSizes}
      on ${productSizes.productId} = ${products.id} and ${productSizes.size} = ${param('size', 'text')}
    where ${products.id} = ${param('productId', 'int')} and ${products.active}
      and (${products.isOwnBrand} or (${param('teeName', 'text')} <> '' and ${param('institutionName', 'text')} <> ''))
      and ${param('quantity', 'int')} <= greatest(${productSizes.quantity}, 0) - (
        select coalesce(sum(${cartLines.quantity}), 0) from ${cartLines}
        where ${cartLines.userId} = ${param('userId', 'int')} and ${cartLines.productId} = ${products.id}
          and ${cartLines.size} = ${productSizes.size})
    on conflict (${sql.identifier(cartLines.userId.name)}, ${sql.identifier(cartLines.productId.name)},
      ${sql.identifier(cartLines.size.name)}, ${sql.identifier(cartLines.teeName.name)},
      ${sql.identifier(cartLines.institutionName.name)})
    do update set ${sql.identifier(cartLines.quantity.name)} = ${cartLines.quantity} + excluded.quantity,
      ${sql.identifier(cartLines.updatedAt.name)} = now()
      where ${cartLines.quantity} + excluded.quantity <= ${sql.raw(String(MAX_LINE_QUANTITY))}
    returning ${cartLines.quantity}`;
  return tx._.session.prepareQuery(
    dialect.sqlToQuery(statement),
    undefined,
    'cart_line_add_if_it_fits',
    false,
  );
});
const dialect = new PgDialect();

const insertLine = preparedQuery((tx) =>
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

/** products/getProductsInCart: the caller's lines on sale, newest first. */
export function getCart(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
): Promise<CartLineRecord[]> {
  return cartLinesOnSale(db, userId);
}
