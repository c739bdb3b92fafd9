import { and, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Size } from '#shared/rules/sizes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { productSizes, stockHolds } from '../../db/schema/index.ts';

/**
 * The statements of stock.ts (ADR 013): sizes' quantities, drop counters and `stock_holds`. Each
 * take is one conditional update, so stock never goes below zero and a counter never passes its
 * cap, whatever runs at the same time.
 */

/** A placement's holds (by id) or a payment's. */
export type HoldsOf = readonly number[] | { paymentId: number };

/** What is left under a drop counter's cap (a large number when it has none). */
export async function dropLeft(db: Db, dropStockId: number): Promise<number> {
  const [row] = rowsOf<{ left: number }>(
    await db.execute(
      sql`select coalesce(cap - taken, ${Number.MAX_SAFE_INTEGER}::bigint)::float8 as left
          from drop_stock where id = ${dropStockId}::int`,
    ),
  );
  return Number(row?.left ?? 0);
}

const p = (name: string) => sql.placeholder(name);

/**
 * Takes `quantity` from a drop counter by one conditional increment (the cap, when there is one,
 * holds with any number of buyers at once); returns no row when the cap would be passed.
 */
const takeFromDrop = sql`
  update drop_stock set taken = taken + ${p('quantity')}::int
  where id = ${p('dropStockId')}::int and (cap is null or taken + ${p('quantity')}::int <= cap)
  returning id`;
const dropCounterTake = preparedStatement('stock_take_drop_counter', takeFromDrop);

/** Takes `quantity` from a drop counter; false when its cap would be passed. */
export async function takeFromDropCounter(
  tx: Tx,
  dropStockId: number,
  quantity: number,
): Promise<boolean> {
  return rowsOf(await dropCounterTake(tx).execute({ dropStockId, quantity })).length > 0;
}

/** Takes `quantity` of a size by its id; false when fewer are left (nothing changes). */
export async function takeFromSize(tx: Tx, sizeId: number, quantity: number): Promise<boolean> {
  const taken = await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
    .where(and(eq(productSizes.id, sizeId), sql`${productSizes.quantity} >= ${quantity}`))
    .returning({ id: productSizes.id });
  return taken.length > 0;
}

/** Takes `quantity` of a product's size named by the size; false when fewer are left or none. */
export async function takeFromProductSize(
  tx: Tx,
  productId: number,
  size: Size,
  quantity: number,
): Promise<boolean> {
  const taken = await tx
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
    .where(
      and(
        eq(productSizes.productId, productId),
        eq(productSizes.size, size),
        sql`${productSizes.quantity} >= ${quantity}`,
      ),
    )
    .returning({ id: productSizes.id });
  return taken.length > 0;
}

/** A size's stock now (0 when the size is gone). */
export async function sizeQuantity(db: Db, sizeId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(eq(productSizes.id, sizeId));
  return row?.quantity ?? 0;
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
  const values = { ...d, expiresAt: expiresAt.toISOString() };
  const [held] = rowsOf<{ id: number }>(await sizeHold(db).execute(values));
  return held?.id;
}

const sizeHold = preparedStatement(
  'stock_hold_size',
  sql`with taken as (
      update product_sizes set quantity = quantity - ${p('quantity')}::int
      where id = ${p('sizeId')}::int and quantity >= ${p('quantity')}::int
      returning id
    )
    insert into stock_holds (product_size_id, quantity, expires_at)
    select id, ${p('quantity')}::int, ${p('expiresAt')}::timestamptz from taken
    returning id`,
);

/** `holdSize` for a pre-order: takes from its drop counter under the cap, and records the hold. */
export async function holdDropCounter(
  db: Db,
  dropStockId: number,
  quantity: number,
  expiresAt: Date,
): Promise<number | undefined> {
  const values = { dropStockId, quantity, expiresAt: expiresAt.toISOString() };
  const [held] = rowsOf<{ id: number }>(await dropCounterHold(db).execute(values));
  return held?.id;
}

const dropCounterHold = preparedStatement(
  'stock_hold_drop_counter',
  sql`with taken as (${takeFromDrop})
    insert into stock_holds (drop_stock_id, quantity, expires_at)
    select id, ${p('quantity')}::int, ${p('expiresAt')}::timestamptz from taken
    returning id`,
);

/**
 * Puts pieces back into a product's size (a piece handed back in a size exchange); false when
 * the product has no such size.
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

/** Records a payment's holds (its stock is taken by the caller, in the same transaction). */
export async function insertHolds(
  tx: Tx,
  holds: readonly (typeof stockHolds.$inferInsert)[],
): Promise<void> {
  await tx.insert(stockHolds).values([...holds]);
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
 * Marks the holds still held as sold (the statement of `consumeHolds`, for a caller that runs it
 * within another, a data-modifying `with`); `allConsumed` reads how many rows it returned.
 */
export const consumingHolds = (tx: Tx, holds: HoldsOf, at: Date) =>
  tx
    .update(stockHolds)
    .set({ state: 'consumed', settledAt: at })
    .where(stillHeld(holds))
    .returning({ id: stockHolds.id });

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
