import { and, eq, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import {
  orders,
  payments,
  paymentEvents,
  stockHolds,
  users,
  type Payment,
  type PaymentEventSource,
} from '../../../db/schema/index.ts';
import type { GatewayPayment } from '../../../adapters/payments/payment-gateway.ts';

/** Payments' SQL: the `payments` rows and their gateway events. */

export async function paymentByRef(db: Db, ref: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.merchantOrderRef, ref));
  return row;
}

export async function paymentById(db: Db, id: number): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The student's payment made with this checkout key, in any state. */
export async function pendingPaymentOfCheckout(db: Db, userId: number, checkoutKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.checkoutKey, checkoutKey)));
  return row;
}

/** Keeps one gateway report (the same report from the same source is kept once). */
export async function recordPaymentEvent(
  db: Db,
  paymentId: number,
  source: PaymentEventSource,
  report: GatewayPayment | Record<string, unknown>,
) {
  await db
    .insert(paymentEvents)
    .values(paymentEventOf(paymentId, source, report))
    .onConflictDoNothing();
}

/** The row `recordPaymentEvent` keeps, for a caller that writes it within another statement. */
export function paymentEventOf(
  paymentId: number,
  source: PaymentEventSource,
  report: GatewayPayment | Record<string, unknown>,
) {
  const r = report as Partial<GatewayPayment>;
  const eventKey = [r.state ?? 'event', r.transactionId ?? '', r.amountPaise ?? ''].join(':');
  return { paymentId, source, eventKey, payload: report };
}

/** Payments still pending that were started before `before` (for reconciliation). */
export function stalePendingPayments(db: Db, before: Date, limit = 50): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.state, 'pending'), lt(payments.createdAt, before)))
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** The pending payment started with this checkout key, whoever started it. */
export async function pendingPaymentByCheckoutKey(
  db: Db,
  checkoutKey: string,
): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutKey, checkoutKey), eq(payments.state, 'pending')));
  return row;
}

/** Writes a new payment. */
export async function insertPayment(
  tx: Tx,
  values: typeof payments.$inferInsert,
): Promise<Payment> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** Changes a payment's state, note and what comes with them; answers the row as changed. */
export async function closePayment(
  tx: Db,
  paymentId: number,
  values: Partial<typeof payments.$inferInsert>,
): Promise<Payment> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, paymentId)).returning();
  return row!;
}

/** The checkout key is let go of (its payment failed; a new PAY of that checkout takes it). */
export async function forgetCheckoutKey(tx: Tx, paymentId: number): Promise<void> {
  await tx.update(payments).set({ checkoutKey: null }).where(eq(payments.id, paymentId));
}

/** The gateway's order id and pay page kept, with its `start` event, in one statement. */
export async function keepPayPage(
  db: Db,
  paymentId: number,
  started: { gatewayOrderId: string; payPageUrl: string },
  now: Date,
): Promise<void> {
  const kept = db.$with('kept').as(
    db
      .update(payments)
      .set({
        providerOrderId: started.gatewayOrderId,
        payPageUrl: started.payPageUrl,
        updatedAt: now,
      })
      .where(eq(payments.id, paymentId)),
  );
  await db
    .with(kept)
    .insert(paymentEvents)
    .values(
      paymentEventOf(paymentId, 'start', {
        state: 'STARTED',
        gatewayOrderId: started.gatewayOrderId,
      }),
    )
    .onConflictDoNothing();
}

/** Pending payments of the student that still hold stock, but for `keep`. */
export function pendingPaymentsHoldingStock(
  db: Db,
  userId: number,
  keep: { paymentId?: number | undefined; checkoutKey?: string | undefined },
): Promise<{ id: number }[]> {
  return db
    .selectDistinct({ id: payments.id })
    .from(payments)
    .innerJoin(stockHolds, eq(stockHolds.paymentId, payments.id))
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.state, 'pending'),
        eq(stockHolds.state, 'held'),
        keep.paymentId !== undefined ? ne(payments.id, keep.paymentId) : undefined,
        keep.checkoutKey !== undefined
          ? or(isNull(payments.checkoutKey), ne(payments.checkoutKey, keep.checkoutKey))
          : undefined,
      ),
    );
}

/** A note on several payments at once. */
export async function notePayments(
  tx: Tx,
  paymentIds: readonly number[],
  note: string,
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ note, updatedAt: now })
    .where(inArray(payments.id, [...paymentIds]));
}

/**
 * Who paid and the number of the order the payment made ('' for none): what a refund's mails
 * name. Undefined when the account is gone.
 */
export async function refundMailFacts(
  db: Db,
  userId: number,
  orderId: number | null,
): Promise<{ name: string; email: string; orderNumber: string } | undefined> {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || orderId === null) return user && { ...user, orderNumber: '' };
  const [order] = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  return { ...user, orderNumber: order?.orderNumber ?? '' };
}
