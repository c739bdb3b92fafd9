import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { productSizes, stockHolds } from '../../db/schema.ts';
import type { OrderLine } from '../checkout/order-lines.ts';
import { demandBySize, soldOut, takeStock } from '../checkout/order-placement.ts';

/**
 * Stock held for an online payment or for an order being written: taken from the sizes (so no
 * one else can buy it meanwhile) and recorded per size; consumed when the order is written, or
 * given back when the payment fails, the order cannot be written, or the hold expires (the
 * reconciliation job: a crashed process's holds come back too).
 */

/**
 * Holds the stock of every line, or none (throws OUT_OF_STOCK naming the first short size),
 * before the order or payment is written. Each size is taken and recorded by one statement that
 * commits on its own: a size's row is locked inside the database only, never across a round trip
 * or the order's writes, so buyers of one size no longer queue behind each other's orders. The
 * holds have no payment yet; returns their ids for `consumeHeld`, `attachHolds`, `releaseHeld`.
 */
export async function takeHeldStock(
  db: Db,
  lines: readonly OrderLine[],
  expiresAt: Date,
): Promise<number[]> {
  const holdIds: number[] = [];
  for (const d of demandBySize(lines)) {
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
    if (held) {
      holdIds.push(held.id);
      continue;
    }
    if (holdIds.length > 0) await releaseHeld(db, holdIds, new Date());
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
 * Gives back the stock of the holds still held among `holdIds`, in one statement: the hold's
 * state changes first and only from `held`, so a hold consumed meanwhile (or released by another
 * caller) gives nothing back. Returns how many holds it released.
 */
export async function releaseHeld(db: Db, holdIds: readonly number[], at: Date): Promise<number> {
  if (holdIds.length === 0) return 0;
  return released(
    await db.execute(sql`
      with released as (
        update stock_holds set state = 'released', settled_at = ${at.toISOString()}::timestamptz
        where id in (${sql.join(
          holdIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})
          and state = 'held'
        returning product_size_id, quantity
      ), back as (
        update product_sizes p set quantity = p.quantity + r.quantity
        from (select product_size_id, sum(quantity)::int as quantity from released
              group by product_size_id) r
        where p.id = r.product_size_id
      )
      select count(*)::int as n from released`),
  );
}

const released = (result: unknown) => rowsOf<{ n: number }>(result)[0]?.n ?? 0;

/**
 * Holds the stock of a payment inside its transaction (the payment's row is written first). For
 * a new payment, `takeHeldStock` then `attachHolds` keeps the size's row lock out of the
 * transaction; this is for the rare path where the payment must be decided under the cart lock.
 */
export async function holdStock(
  tx: Tx,
  paymentId: number,
  lines: readonly OrderLine[],
  expiresAt: Date,
) {
  await tx.insert(stockHolds).values(
    demandBySize(lines).map((d) => ({
      paymentId,
      productSizeId: d.sizeId,
      quantity: d.quantity,
      expiresAt,
    })),
  );
  // Last: the sizes' rows stay locked from here to the commit (order-placement.ts).
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

/** Gives the payment's held stock back (nothing when already released or consumed). */
export async function releaseHolds(tx: Tx, paymentId: number, at: Date): Promise<number> {
  const held = await tx
    .select({ id: stockHolds.id })
    .from(stockHolds)
    .where(and(eq(stockHolds.paymentId, paymentId), eq(stockHolds.state, 'held')));
  return releaseHeld(
    tx,
    held.map((h) => h.id),
    at,
  );
}

/** Marks the held stock as sold; false when nothing is held (released or never taken). */
export async function consumeHolds(tx: Tx, paymentId: number, at: Date): Promise<boolean> {
  const consumed = await tx
    .update(stockHolds)
    .set({ state: 'consumed', settledAt: at })
    .where(and(eq(stockHolds.paymentId, paymentId), eq(stockHolds.state, 'held')))
    .returning({ id: stockHolds.id });
  return consumed.length > 0;
}

/**
 * Marks placement holds as sold, in the order's transaction; false when any of them is no longer
 * held (expired and given back): the caller must then not write the order.
 */
export async function consumeHeld(tx: Tx, holdIds: readonly number[], at: Date): Promise<boolean> {
  const consumed = await tx
    .update(stockHolds)
    .set({ state: 'consumed', settledAt: at })
    .where(and(inArray(stockHolds.id, [...holdIds]), eq(stockHolds.state, 'held')))
    .returning({ id: stockHolds.id });
  return consumed.length === holdIds.length;
}

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
