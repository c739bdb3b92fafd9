import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  paymentEvents,
  payments,
  type Payment,
  type PaymentEventSource,
} from '../../db/schema/index.ts';

/** The online payment of one order, with the gateway's reports kept for it, oldest first. */

export interface PaymentEventRecord {
  source: PaymentEventSource;
  payload: unknown;
  createdAt: Date;
}

export async function paymentOfOrder(
  db: Db,
  orderId: number,
): Promise<{ payment: Payment; events: PaymentEventRecord[] } | undefined> {
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) return undefined;
  const events = await db
    .select({
      source: paymentEvents.source,
      payload: paymentEvents.payload,
      createdAt: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, payment.id))
    .orderBy(asc(paymentEvents.createdAt), asc(paymentEvents.id));
  return { payment, events };
}
