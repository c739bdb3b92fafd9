import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { CartLine } from '../../db/schema/index.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import {
  dropMarksOf,
  DropRefusal,
  liveDropFor,
  preOrdersOfProducts,
  type ProductPreOrder,
} from '../drops/index.ts';
import { cartTransaction } from './cart-lock.ts';
import { capNote, lineFull, lineNames, notEnoughStock, sameNames, stockOf } from './cart-rules.ts';
import { forgetCouponRow, keepCouponRow } from './cart-coupon.queries.ts';
import {
  cartWithCouponOf,
  linesOnSaleOf,
  sizeForCart,
  type CartLineRecord,
  type SizeForCart,
} from './cart.queries.ts';
import { addOrDescribe, writeLine, type AdditionFacts } from './cart-writes.queries.ts';
import type { CartAddition } from './cart.mapper.ts';
import { addPreOrder } from './cart-pre-order.service.ts';

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
  deps: Pick<AppDeps, 'db' | 'clock'> & Partial<Pick<AppDeps, 'bus' | 'config'>>,
  caller: Caller,
  body: CartAddition,
  /** Asked after the marks' answer and before the rows (the session, a drop's line: cart.routes.ts). */
  gate?: () => Promise<void>,
): Promise<Outcome> {
  // A size sold out in its drop, or a drop not yet open: answered from this instance's marks
  // before any query when it has them, and kept from the real path's refusal when it does not.
  const marks = deps.bus && dropMarksOf(deps.bus, deps.config?.DROP_MARK_MS ?? 0, deps.db);
  if (!marks) {
    await gate?.();
    return addToCartFromRows(deps, caller, body);
  }
  // After the wait for a lapsed mark's read, if any: its mark answers this call too. Before the
  // gate: a student is not given a place in line for a size sold out.
  const read = await marks.turnToRead([{ productId: body.productId, size: body.selectedSize }]);
  try {
    marks.answerAddition(body, deps.clock());
    await gate?.();
    const mark = marks.mark();
    try {
      return await addToCartFromRows(deps, caller, body);
    } catch (err) {
      if (err instanceof DropRefusal) marks.learn(err.learnt, mark);
      throw err;
    }
  } finally {
    read();
  }
}

async function addToCartFromRows(
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
    const [facts] = await addOrDescribe(db, values);
    if (facts?.added) return { message: 'Added to cart' };
    if (!facts || (!facts.active && !facts.inDrop)) throw new DomainError('PRODUCT_NOT_FOUND');
    // A product in a drop is a pre-order (below); else refuse now, from what was read under the
    // lock, unless a lower quantity fits (written below, under the lock again).
    if (!facts.inDrop) planAddition(factsForCart(facts), body);
  }
  return cartTransaction(db, userId, (tx) => addUnderLock(tx, userId, body, clock(), true));
}

/**
 * An addition inside a transaction that holds the caller's cart lock: the quantity lowered to
 * what fits (the message says so), or a DomainError when nothing fits, thrown before anything is
 * written. The guest cart's merge adds each of its lines this way. `last`: nothing follows in the
 * transaction, so the write may go with the commit (`writeLine`).
 */
export async function addUnderLock(
  tx: Tx,
  userId: number,
  body: Omit<CartAddition, 'email'>,
  now: Date,
  last = false,
): Promise<Outcome> {
  const size = body.selectedSize;
  // A product in a drop is a pre-order: its own rules, never the size's stock
  // (docs/product.md#drops).
  const key = body.dropKey || undefined;
  const drop = await liveDropFor(tx, body.productId, now, body.dropId, { userId, key });
  if (drop) return addPreOrder(tx, userId, body, drop, last);
  const product = await sizeForCart(tx, userId, body.productId, size);
  const { line, names, quantity, wanted, stock, others } = planAddition(product, body);
  await writeLine(
    tx,
    line
      ? { lineId: line.id, quantity }
      : { userId, productId: body.productId, size, quantity, ...names },
    last,
  );
  const message =
    quantity < wanted
      ? `Added to cart. ${capNote(size, stock, others, quantity)}`
      : 'Added to cart';
  return { message };
}

/**
 * What an addition of a stock product writes: the line (of the same names) it goes to, and its
 * new quantity, lowered to what fits; throws when nothing fits or the size or names are wrong.
 */
function planAddition(product: SizeForCart, body: Omit<CartAddition, 'email'>) {
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

const factsForCart = (facts: AdditionFacts): SizeForCart => ({
  isOwnBrand: facts.isOwnBrand,
  stock: facts.stock,
  lines: facts.lines as CartLine[],
});

/**
/**
 * products/getProductsInCart: the caller's lines on sale, newest first, the coupon code kept with
 * them (none for an empty cart), and the pre-order terms of those in a drop (read only when there
 * are such lines, so a stock cart stays one query).
 */
export async function getCart(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  { userId }: Caller,
): Promise<{
  lines: CartLineRecord[];
  couponCode: string | null;
  preOrders: ReadonlyMap<number, ProductPreOrder>;
}> {
  const { lines, couponCode } = await cartWithCouponOf(db, userId);
  return { lines, couponCode, preOrders: await cartPreOrders(db, userId, lines, clock()) };
}

/** The pre-order terms of the lines' products that are in a drop, by product id. */
export async function cartPreOrders(
  db: Db,
  userId: number,
  lines: readonly CartLineRecord[],
  now: Date,
): Promise<Map<number, ProductPreOrder>> {
  const inDrop = lines.filter((l) => l.inDrop).map((l) => l.productId);
  return inDrop.length === 0 ? new Map() : preOrdersOfProducts(db, userId, inDrop, now);
}

/**
 * Keeps a coupon code with the student's cart (docs/product.md#coupon-codes). The caller checked
 * that it applies to the cart; checkout checks it again.
 */
export const keepCartCoupon = (db: Db, userId: number, code: string) =>
  keepCouponRow(db, userId, code);

/** Forgets the coupon code kept with the student's cart. */
export const forgetCartCoupon = (db: Db, userId: number) => forgetCouponRow(db, userId);

/**
 * The student's lines on sale, newest first, that an order is made of. Placement reads them in
 * a transaction that holds the cart lock (`cartTransaction`), so they cannot change before the
 * order is written.
 */
export const cartLinesOnSale = (db: Db, userId: number): Promise<CartLineRecord[]> =>
  linesOnSaleOf(db, userId);
