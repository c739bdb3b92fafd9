import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { productSizes, stockHolds } from '../../db/schema.ts';
import type { OrderLine } from '../checkout/order-lines.ts';
import { takeStock } from '../checkout/order-placement.ts';

/**
 * Stock held for an online payment: taken from the sizes when the payment starts (so no one
 * else can buy it meanwhile) and recorded per size; consumed when the order is written, or
 * given back when the payment fails or the hold expires.
 */
export async function holdStock(
  tx: Tx,
  paymentId: number,
  lines: readonly OrderLine[],
  expiresAt: Date,
) {
  const bySize = new Map<number, number>();
  for (const l of lines) bySize.set(l.sizeId, (bySize.get(l.sizeId) ?? 0) + l.quantity);
  await tx.insert(stockHolds).values(
    [...bySize].map(([productSizeId, quantity]) => ({
      paymentId,
      productSizeId,
      quantity,
      expiresAt,
    })),
  );
  // Last: the sizes' rows stay locked from here to the commit (order-placement.ts).
  await takeStock(tx, lines);
}

const heldOf = (tx: Tx, paymentId: number) =>
  tx
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.paymentId, paymentId), eq(stockHolds.state, 'held')));

/** Gives the payment's held stock back (nothing when already released or consumed). */
export async function releaseHolds(tx: Tx, paymentId: number, at: Date): Promise<number> {
  const held = await heldOf(tx, paymentId);
  for (const hold of held) {
    await tx
      .update(productSizes)
      .set({ quantity: sql`${productSizes.quantity} + ${hold.quantity}` })
      .where(eq(productSizes.id, hold.productSizeId));
    await tx
      .update(stockHolds)
      .set({ state: 'released', settledAt: at })
      .where(eq(stockHolds.id, hold.id));
  }
  return held.length;
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
