import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  mailOutbox,
  orders,
  payments,
  refunds,
  users,
  type MailOutboxRow,
  type PaymentState,
  type RefundState,
} from '../../db/schema/index.ts';

/** A payment that was paid but did not become an order, or whose refund failed, with its customer
 * and its newest refund. */
export interface PaymentProblemRecord {
  ref: string;
  orderId: number | null;
  /** The order's number (`7KQ4-M9X2`), or null without an order. */
  orderNumber: string | null;
  customerName: string;
  customerEmail: string;
  amountPaise: number;
  transactionId: string | null;
  state: PaymentState;
  refundRef: string | null;
  refundState: RefundState | null;
  refundPaise: number | null;
  note: string;
  createdAt: Date;
  updatedAt: Date;
}

/** Completed at the gateway without an order: refunded, to be refunded, or stuck. */
const paidWithoutOrder = and(eq(payments.state, 'completed'), isNull(payments.orderId))!;
/** The payment's newest refund (one per payment for an unplaced one; items may have several). */
const lastRefund = sql`(select r.id from ${refunds} r where r.payment_id = ${payments.id} order by r.id desc limit 1)`;
/** A refund the gateway refused, on any payment (an order's cancelled item too). */
const refundFailed = sql`exists (select 1 from ${refunds} r where r.payment_id = ${payments.id} and r.state = 'failed')`;
const shown = or(paidWithoutOrder, refundFailed)!;
/** Of those, the ones the admin still has to watch or act on (not refunded yet). */
const refundNotDone = sql`coalesce(${refunds.state}, '') <> 'completed'`;

const count = (n: SQL) => sql<number>`count(*) filter (where ${n})::int`;

export async function paymentProblems(
  db: Db,
  limit: number,
): Promise<{ records: PaymentProblemRecord[]; total: number; open: number }> {
  const [records, [totals]] = await Promise.all([
    db
      .select({
        ref: payments.merchantOrderRef,
        orderId: payments.orderId,
        orderNumber: sql<
          string | null
        >`(select ${orders.orderNumber} from ${orders} where ${orders.id} = ${payments.orderId})`,
        customerName: users.name,
        customerEmail: users.email,
        amountPaise: payments.amountPaise,
        transactionId: payments.providerTransactionId,
        state: payments.state,
        refundRef: refunds.merchantRefundId,
        refundState: refunds.state,
        refundPaise: refunds.amountPaise,
        note: payments.note,
        createdAt: payments.createdAt,
        updatedAt: payments.updatedAt,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(refunds, eq(refunds.id, lastRefund))
      .where(shown)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int`, open: count(refundNotDone) })
      .from(payments)
      .leftJoin(refunds, eq(refunds.id, lastRefund))
      .where(shown),
  ]);
  return { records, total: Number(totals?.total ?? 0), open: Number(totals?.open ?? 0) };
}

/** Mails given up on, and mails still pending that were written before `lateBefore`. */
export async function mailProblems(
  db: Db,
  lateBefore: Date,
  limit: number,
): Promise<{ records: MailOutboxRow[]; total: number; failed: number }> {
  const failed = eq(mailOutbox.status, 'failed');
  const late = and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, lateBefore));
  const where = or(failed, late)!;
  const [records, [totals]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int`, failed: count(failed) })
      .from(mailOutbox)
      .where(where),
  ]);
  return { records, total: Number(totals?.total ?? 0), failed: Number(totals?.failed ?? 0) };
}

export async function outboxRow(db: Db, id: number): Promise<MailOutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
