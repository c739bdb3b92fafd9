import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Size } from '#shared/rules/sizes.ts';
import type { OrderLine } from '../../db/checkout-snapshot.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { productSizes, stockHolds } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { CartLineRecord } from '../cart/index.ts';

/**
 * Where an order gets its stock (ADR 013). Stock never goes below zero, even with many buyers on
 * several server processes: every change is one conditional update per size, quantities of the
 * same size summed first. The words, one each:
 * - take: decrement the sizes inside the order's (or payment's) transaction, no record;
 * - hold: decrement them before that transaction and record a `stock_holds` row per size;
 * - attach: give a placement's holds to the payment they were taken for;
 * - consume: a hold's stock is sold (the order is written);
 * - release: a hold's stock goes back to its size (failed payment, unused or expired hold; the
 *   reconciliation job releases a crashed process's holds too).
 * Holds are named by their ids (a placement's) or by their payment (`HoldsOf`). A pre-order's
 * line takes from its drop's counter (`drop_stock.taken`, under its cap) instead of the size's
 * stock, with the same words and the same holds (ADR 019).
 */

interface SizeDemand {
  sizeId: number;
  /** A pre-order takes from its drop's counter instead of the size (features/drops, ADR 019). */
  dropStockId: number | undefined;
  productName: string;
  size: Size;
  quantity: number;
}

/** Where a demand is taken from: `s12` (a size's stock) or `d3` (a drop's counter). */
const targetOf = (d: { sizeId: number; dropStockId?: number | undefined }) =>
  d.dropStockId === undefined ? `s${d.sizeId}` : `d${d.dropStockId}`;

/**
 * What the lines need per product size (or drop counter), in a fixed order (sizes by id, then
 * drop counters by id: no lock cycles).
 */
function demandBySize(lines: readonly OrderLine[]): SizeDemand[] {
  const bySize = new Map<string, SizeDemand>();
  for (const line of lines) {
    const target = targetOf(line);
    const seen = bySize.get(target);
    if (seen) seen.quantity += line.quantity;
    else {
      bySize.set(target, {
        sizeId: line.sizeId,
        dropStockId: line.dropStockId,
        productName: line.productName,
        size: line.size,
        quantity: line.quantity,
      });
    }
  }
  const rank = (d: SizeDemand) =>
    d.dropStockId === undefined ? d.sizeId : Number.MAX_SAFE_INTEGER / 2 + d.dropStockId;
  return [...bySize.values()].sort((a, b) => rank(a) - rank(b));
}

/** Whether two sets of lines need the same quantity of the same sizes (held stock still fits). */
export function sameDemand(a: readonly OrderLine[], b: readonly OrderLine[]): boolean {
  const key = (lines: readonly OrderLine[]) =>
    demandBySize(lines)
      .map((d) => `${targetOf(d)}:${d.quantity}`)
      .join(',');
  return key(a) === key(b);
}

/** "Only 2 left of Quad Tee in this drop" / "Quad Tee in size M is sold out in this drop". */
function dropCapReached(d: SizeDemand, left: number): DomainError {
  const message =
    left <= 0
      ? `${d.productName} in size ${d.size} is sold out in this drop. Please remove it from your cart.`
      : `Only ${left} more of ${d.productName} can be pre-ordered in this drop. Please lower the quantity in your cart.`;
  return new DomainError('DROP_CAP_REACHED', message);
}

/** What is left under a drop counter's cap (a large number when it has none). */
async function dropLeft(db: Db, dropStockId: number): Promise<number> {
  const [row] = rowsOf<{ left: number }>(
    await db.execute(
      sql`select coalesce(cap - taken, ${Number.MAX_SAFE_INTEGER}::bigint)::float8 as left
          from drop_stock where id = ${dropStockId}::int`,
    ),
  );
  return Number(row?.left ?? 0);
}

/**
 * Takes `d` from its drop counter by one conditional increment (the cap, when there is one,
 * holds with any number of buyers at once); false when the cap would be passed.
 */
const takeFromDrop = (dropStockId: number, quantity: number) => sql`
  update drop_stock set taken = taken + ${quantity}::int
  where id = ${dropStockId}::int and (cap is null or taken + ${quantity}::int <= cap)
  returning id`;

/** "Only 2 left of Quad Tee in size M" / "Quad Tee in size M is sold out". */
function soldOut(d: SizeDemand, left: number): DomainError {
  const message =
    left <= 0
      ? `${d.productName} in size ${d.size} is sold out. Please remove it from your cart.`
      : `Only ${left} left of ${d.productName} in size ${d.size}. Please lower the quantity in your cart.`;
  return new DomainError('OUT_OF_STOCK', message);
}

/**
 * OUT_OF_STOCK (DROP_CAP_REACHED for a pre-order) at once, with the answer `takeStock` would
 * give, when the stock read with the cart (a plain read: no lock) is already short of what the
 * lines need. At a drop most buyers come after the size sold out; they no longer queue for its
 * row lock behind the buyers still taking it, only to be refused. Enough stock here proves
 * nothing: taking or holding decides. The cart shows a drop product's size with what is left
 * under the counter its pre-order takes from (cart.queries.ts picks it as `counterFor` does).
 */
export function refuseShortStock(
  lines: readonly OrderLine[],
  cart: readonly CartLineRecord[],
): void {
  const read = new Map(cart.flatMap((l) => l.product.sizes.map((s) => [s.id, s.quantity])));
  for (const d of demandBySize(lines)) {
    const left = read.get(d.sizeId) ?? 0;
    if (left >= d.quantity) continue;
    throw d.dropStockId === undefined ? soldOut(d, left) : dropCapReached(d, left);
  }
}

/**
 * Takes the stock of every line or none (throws OUT_OF_STOCK naming the first short size). Each
 * size's row stays locked until the transaction ends, and every buyer of that size waits for it:
 * call this last, after the transaction's other writes, so the lock is held for this and the
 * commit only.
 */
export async function takeStock(tx: Tx, lines: readonly OrderLine[]): Promise<void> {
  for (const d of demandBySize(lines)) {
    if (d.dropStockId !== undefined) {
      if (rowsOf(await tx.execute(takeFromDrop(d.dropStockId, d.quantity))).length === 0) {
        throw dropCapReached(d, await dropLeft(tx, d.dropStockId));
      }
      continue;
    }
    const taken = await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} - ${d.quantity}` })
      .where(and(eq(productSizes.id, d.sizeId), sql`${productSizes.quantity} >= ${d.quantity}`))
      .returning({ id: productSizes.id });
    if (taken.length === 0) {
      const [row] = await tx
        .select({ quantity: productSizes.quantity })
        .from(productSizes)
        .where(eq(productSizes.id, d.sizeId));
      throw soldOut(d, row?.quantity ?? 0);
    }
  }
}

/**
 * Holds the stock of every line, or none (throws OUT_OF_STOCK naming the first short size),
 * before the order or payment is written. Each size is taken and recorded by one statement that
 * commits on its own: a size's row is locked inside the database only, never across a round trip
 * or the order's writes, so buyers of one size no longer queue behind each other's orders. The
 * holds have no payment yet; returns their ids for `consumeHolds`, `attachHolds`, `releaseHolds`.
 */
export async function holdStock(
  db: Db,
  lines: readonly OrderLine[],
  expiresAt: Date,
): Promise<number[]> {
  const holdIds: number[] = [];
  for (const d of demandBySize(lines)) {
    const held =
      d.dropStockId !== undefined
        ? await holdDropCounter(db, d.dropStockId, d.quantity, expiresAt)
        : await holdSize(db, d, expiresAt);
    if (held !== undefined) {
      holdIds.push(held);
      continue;
    }
    if (holdIds.length > 0) await releaseHolds(db, holdIds, new Date());
    if (d.dropStockId !== undefined) throw dropCapReached(d, await dropLeft(db, d.dropStockId));
    // One unit short means none left; for more, say how many there are.
    let left = 0;
    if (d.quantity > 1) {
      const [row] = await db
        .select({ quantity: productSizes.quantity })
        .from(productSizes)
        .where(eq(productSizes.id, d.sizeId));
      left = row?.quantity ?? 0;
    }
    throw soldOut(d, left);
  }
  return holdIds;
}

/**
 * Takes `quantity` of one size and records the hold, in one statement (inside the caller's
 * transaction when it is given one); the hold's id, or undefined when the size is short.
 */
export async function holdSize(
  db: Db,
  d: { sizeId: number; quantity: number },
  expiresAt: Date,
): Promise<number | undefined> {
  const [held] = rowsOf<{ id: number }>(
    await db.execute(sql`
      with taken as (
        update product_sizes set quantity = quantity - ${d.quantity}::int
        where id = ${d.sizeId}::int and quantity >= ${d.quantity}::int
        returning id
      )
      insert into stock_holds (product_size_id, quantity, expires_at)
      select id, ${d.quantity}::int, ${expiresAt.toISOString()}::timestamptz from taken
      returning id`),
  );
  return held?.id;
}

/** `holdSize` for a pre-order: takes from its drop counter under the cap, and records the hold. */
async function holdDropCounter(
  db: Db,
  dropStockId: number,
  quantity: number,
  expiresAt: Date,
): Promise<number | undefined> {
  const [held] = rowsOf<{ id: number }>(
    await db.execute(sql`
      with taken as (${takeFromDrop(dropStockId, quantity)})
      insert into stock_holds (drop_stock_id, quantity, expires_at)
      select id, ${quantity}::int, ${expiresAt.toISOString()}::timestamptz from taken
      returning id`),
  );
  return held?.id;
}

/**
 * Puts pieces back into a product's size (a piece handed back in a size exchange); false when
 * the product no longer has that size.
 */
export async function restockSize(
  tx: Tx,
  productId: number,
  size: Size,
  quantity: number,
): Promise<boolean> {
  const back = await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} + ${quantity}` })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size)))
    .returning({ id: productSizes.id });
  return back.length > 0;
}

/**
 * Holds the stock of a payment inside its transaction (the payment's row is written first). A
 * new payment uses `holdStock` then `attachHolds`, which keeps the size's row lock out of the
 * transaction; this is for the rare path where the payment is decided under the cart lock.
 */
export async function holdStockForPayment(
  tx: Tx,
  paymentId: number,
  lines: readonly OrderLine[],
  expiresAt: Date,
) {
  await tx.insert(stockHolds).values(
    demandBySize(lines).map((d) => ({
      paymentId,
      ...(d.dropStockId === undefined
        ? { productSizeId: d.sizeId }
        : { dropStockId: d.dropStockId }),
      quantity: d.quantity,
      expiresAt,
    })),
  );
  // Last: the sizes' rows stay locked from here to the commit (see takeStock).
  await takeStock(tx, lines);
}

/**
 * Gives placement holds to the payment they were taken for, with the payment's expiry; false
 * (nothing changed) unless every one was still held.
 */
export async function attachHolds(
  tx: Tx,
  holdIds: readonly number[],
  paymentId: number,
  expiresAt: Date,
): Promise<boolean> {
  const attached = await tx
    .update(stockHolds)
    .set({ paymentId, expiresAt })
    .where(
      and(
        inArray(stockHolds.id, [...holdIds]),
        isNull(stockHolds.paymentId),
        eq(stockHolds.state, 'held'),
      ),
    )
    .returning({ id: stockHolds.id });
  return attached.length === holdIds.length;
}

/** A placement's holds (by id) or a payment's. */
export type HoldsOf = readonly number[] | { paymentId: number };

const stillHeld = (holds: HoldsOf): SQL | undefined =>
  and(
    eq(stockHolds.state, 'held'),
    'paymentId' in holds
      ? eq(stockHolds.paymentId, holds.paymentId)
      : inArray(stockHolds.id, [...holds]),
  );

/**
 * Gives back the stock of the holds still held, in one statement: the hold's state changes first
 * and only from `held`, so a hold consumed meanwhile (or released by another caller) gives
 * nothing back. Returns how many holds it released.
 */
export async function releaseHolds(db: Db, holds: HoldsOf, at: Date): Promise<number> {
  const holdIds =
    'paymentId' in holds
      ? (await db.select({ id: stockHolds.id }).from(stockHolds).where(stillHeld(holds))).map(
          (h) => h.id,
        )
      : holds;
  if (holdIds.length === 0) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with released as (
        update stock_holds set state = 'released', settled_at = ${at.toISOString()}::timestamptz
        where id in (${sql.join(
          holdIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})
          and state = 'held'
        returning product_size_id, drop_stock_id, quantity
      ), back as (
        update product_sizes p set quantity = p.quantity + r.quantity
        from (select product_size_id, sum(quantity)::int as quantity from released
              group by product_size_id) r
        where p.id = r.product_size_id
      ), back_to_drops as (
        update drop_stock c set taken = c.taken - r.quantity
        from (select drop_stock_id, sum(quantity)::int as quantity from released
              group by drop_stock_id) r
        where c.id = r.drop_stock_id
      )
      select count(*)::int as n from released`),
  );
  return row?.n ?? 0;
}

/**
 * Marks held stock as sold, in the order's transaction. For a placement's holds: false when any
 * of them is no longer held (expired and given back), and the caller must then not write the
 * order. For a payment's: false when none is held (released or never taken).
 */
export async function consumeHolds(tx: Tx, holds: HoldsOf, at: Date): Promise<boolean> {
  return allConsumed(holds, (await consumingHolds(tx, holds, at)).length);
}

/**
 * The statement of `consumeHolds`, for a caller that runs it within another (a data-modifying
 * `with`); `allConsumed` reads how many rows it returned.
 */
export const consumingHolds = (tx: Tx, holds: HoldsOf, at: Date) =>
  tx
    .update(stockHolds)
    .set({ state: 'consumed', settledAt: at })
    .where(stillHeld(holds))
    .returning({ id: stockHolds.id });

/** Whether `consumed` rows of `consumingHolds` mean the holds were consumed (`consumeHolds`). */
export const allConsumed = (holds: HoldsOf, consumed: number) =>
  'paymentId' in holds ? consumed > 0 : consumed === holds.length;

/** Placement holds (no payment) past their time: their order never came. */
export async function expiredPlacementHolds(db: Db, now: Date, limit = 100): Promise<number[]> {
  const rows = await db
    .select({ id: stockHolds.id })
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.state, 'held'),
        isNull(stockHolds.paymentId),
        lt(stockHolds.expiresAt, now),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Payments whose held stock has expired. */
export async function paymentsWithExpiredHolds(db: Db, now: Date, limit = 50) {
  const rows = await db
    .selectDistinct({ paymentId: stockHolds.paymentId })
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.state, 'held'),
        isNotNull(stockHolds.paymentId),
        lt(stockHolds.expiresAt, now),
      ),
    )
    .limit(limit);
  return rows.flatMap((r) => (r.paymentId === null ? [] : [r.paymentId]));
}
