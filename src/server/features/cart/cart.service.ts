import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import { sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY } from '#shared/rules/sizes.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { cartLinesOnSale, type CartLineRecord } from './cart.queries.ts';
import { cartLines, products, productSizes, type CartLine } from '../../db/schema/index.ts';
import { lockedStatement } from '../../db/one-trip.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  capNote,
  cartLockName,
  cartTransaction,
  insertLine,
  lineFull,
  lineNames,
  notEnoughStock,
  sameNames,
  setQuantity,
  sizeForCart,
  stockOf,
  type SizeForCart,
} from './cart.stock.ts';
import type { CartAddition } from './cart.mapper.ts';
import { addPreOrder } from './cart-pre-order.ts';
import { inSomeDrop, liveDropFor } from '../drops/index.ts';

/**
 * Adds `quantity` of a product in a size. The same product, size and names merge into one line.
 * A line holds at most 5 and never more than the stock left after the caller's other lines of
 * that size; a wanted quantity above that is lowered (the reply says so), and when nothing more
 * fits the call is refused (CART_LINE_FULL or OUT_OF_STOCK, naming what is left). Runs under
 * the caller's cart lock, so parallel adds neither duplicate the line nor pass the limits.
 *
 * A stock product's addition is first tried as one statement under the lock, in one round trip
 * (`addOrDescribe`), which also answers what a refusal needs; only a product in a drop, or a
 * quantity that must be lowered, goes on to the locked transaction below.
 */
export async function addToCart(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
  body: CartAddition,
): Promise<Outcome> {
  const size = body.selectedSize;
  const values = {
    userId,
    productId: body.productId,
    size,
    quantity: body.quantity,
    teeName: body.teeName,
    institutionName: body.institutionName,
  };
  if (body.dropId === undefined) {
    const [facts] = await addOrDescribe(db, cartLockName(userId), values);
    if (facts?.added) return { message: 'Added to cart' };
    if (!facts || (!facts.active && !facts.inDrop)) throw new DomainError('PRODUCT_NOT_FOUND');
    // A product in a drop is a pre-order (below); else refuse now, from what was read under the
    // lock, unless a lower quantity fits (written below, under the lock again).
    if (!facts.inDrop) planAddition(factsForCart(facts), body);
  }
  return cartTransaction(db, userId, async (tx) => {
    // A product in a drop is a pre-order: its own rules, never the size's stock
    // (docs/product.md#drops).
    const drop = await liveDropFor(tx, body.productId, clock(), body.dropId);
    if (drop) return addPreOrder(tx, userId, body, drop);
    const product = await sizeForCart(tx, userId, body.productId, size);
    const { line, names, quantity, wanted, stock, others } = planAddition(product, body);
    if (line) await setQuantity(tx, line.id, quantity);
    else await insertLine(tx, { ...values, quantity, ...names });
    const message =
      quantity < wanted
        ? `Added to cart. ${capNote(size, stock, others, quantity)}`
        : 'Added to cart';
    return { message };
  });
}

/**
 * What an addition of a stock product writes: the line (of the same names) it goes to, and its
 * new quantity, lowered to what fits; throws when nothing fits or the size or names are wrong.
 */
function planAddition(product: SizeForCart, body: CartAddition) {
  const size = body.selectedSize;
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
  return { line, names, quantity: Math.min(wanted, limit), wanted, stock, others };
}

/** The row `addOrDescribe` answers: whether it added, and else what the product is now. */
interface AdditionFacts {
  added: boolean;
  active: boolean;
  inDrop: boolean;
  isOwnBrand: boolean;
  stock: number | null;
  lines: Pick<CartLine, 'id' | 'quantity' | 'teeName' | 'institutionName'>[];
}

const factsForCart = (facts: AdditionFacts): SizeForCart => ({
  isOwnBrand: facts.isOwnBrand,
  stock: facts.stock,
  lines: facts.lines as CartLine[],
});

/**
 * Adds the whole quantity, to the line of the same product, size and names or as a new line,
 * when it fits: the product is on sale in that size and in no drop, a club tee has both names
 * (own-brand lines carry none), the line stays within 5 and the stock covers all of the
 * caller's lines of that size. Answers one row (none when there is no such product): whether
 * it added, and the product's facts and the caller's lines of that size as they were before,
 * which is what a refusal's message needs.
 */
const addOrDescribe = lockedStatement<AdditionFacts>('cart_add_or_describe', () => {
  const param = (name: string, type: 'int' | 'text') =>
    sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  const col = (c: { name: string }) => sql.identifier(c.name);
  const names = (name: string) => sql`case when f.own then '' else ${param(name, 'text')} end`;
  return sql`with f as (
      select ${products.id} as id, ${products.active} as active, ${products.isOwnBrand} as own,
        ${productSizes.size} as size,
        ${productSizes.quantity} as stock,
        ${inSomeDrop(products.id)} as in_drop
      from ${products} left join ${productSizes}
        on ${productSizes.productId} = ${products.id} and ${productSizes.size} = ${param('size', 'text')}
      where ${products.id} = ${param('productId', 'int')}),
    added as (
      insert into ${cartLines} (${col(cartLines.userId)}, ${col(cartLines.productId)},
        ${col(cartLines.size)}, ${col(cartLines.quantity)}, ${col(cartLines.teeName)},
        ${col(cartLines.institutionName)})
      select ${param('userId', 'int')}, f.id, f.size, ${param('quantity', 'int')},
        ${names('teeName')}, ${names('institutionName')}
      from f
      where f.active and f.size is not null and not f.in_drop
        and (f.own or (${param('teeName', 'text')} <> '' and ${param('institutionName', 'text')} <> ''))
        and ${param('quantity', 'int')} <= greatest(f.stock, 0) - (
          select coalesce(sum(${cartLines.quantity}), 0) from ${cartLines}
          where ${cartLines.userId} = ${param('userId', 'int')} and ${cartLines.productId} = f.id
            and ${cartLines.size} = f.size)
      on conflict (${col(cartLines.userId)}, ${col(cartLines.productId)}, ${col(cartLines.size)},
        ${col(cartLines.teeName)}, ${col(cartLines.institutionName)})
      do update set ${col(cartLines.quantity)} = ${cartLines.quantity} + excluded.quantity,
        ${col(cartLines.updatedAt)} = now()
        where ${cartLines.quantity} + excluded.quantity <= ${sql.raw(String(MAX_LINE_QUANTITY))}
      returning 1)
    select exists (select 1 from added) as "added", f.active as "active", f.in_drop as "inDrop",
      f.own as "isOwnBrand",
      f.stock as "stock", coalesce((
        select json_agg(json_build_object('id', l.id, 'quantity', l.quantity,
          'teeName', l.tee_name, 'institutionName', l.insti_name))
        from ${cartLines} l
        where l.user_id = ${param('userId', 'int')} and l.product_id = f.id and l.size = f.size
      ), '[]'::json) as "lines"
    from f`;
});
/** products/getProductsInCart: the caller's lines on sale, newest first. */
export function getCart(
  { db }: Pick<AppDeps, 'db'>,
  { userId }: Caller,
): Promise<CartLineRecord[]> {
  return cartLinesOnSale(db, userId);
}
