import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  payments,
  paymentEvents,
  type Payment,
  type PaymentEventSource,
} from '../../../db/schema/index.ts';
import type { GatewayPayment } from '../../../adapters/payments/payment-gateway.ts';

export async function paymentByRef(db: Db, ref: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.merchantOrderRef, ref));
  return row;
}

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
