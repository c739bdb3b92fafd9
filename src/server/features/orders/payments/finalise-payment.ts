import { eq } from 'drizzle-orm';
import { formatPaise } from '#shared/rules/money.ts';
import type { Tx } from '../../../db/client.ts';
import { lockForTransaction } from '../../../db/locks.ts';
import type { AppDeps } from '../../../deps.ts';
import { payments, type Payment, type Refund } from '../../../db/schema/index.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { crashPoint } from '../../../lib/fault-injection.ts';
import { GatewayError, type GatewayPayment } from '../../../adapters/payments/payment-gateway.ts';
import { sendOrderMails } from '../../../adapters/mail/outbox.ts';
import { consumeHolds, releaseHolds, takeStock } from '../stock.ts';
import {
  attachCouponUse,
  heldUseOfPayment,
  releaseCouponUses,
  takeCouponUse,
  useCoupon,
} from '../coupons/coupon-uses.ts';
import { enqueueOrderPlacedMails } from '../placement/order-placed.mails.ts';
import { customerOf, writeOrder } from '../placement/write-order.ts';
import { numberInvoice } from '../invoice/invoice-number.ts';
import { paymentByRef, recordPaymentEvent } from './payments.queries.ts';
import { refundsOfPayment, requestRefund, sendRefund } from './refund-payment.ts';
import { hasPreOrders, lateRefusal } from '../../drops/index.ts';

/** A size's stock or a drop's cap ran out while the payment was late. */
const SOLD_OUT = new Set<string>(['OUT_OF_STOCK', 'DROP_CAP_REACHED']);

/**
 * Finalising an online payment (docs/product.md#payment-return, ADR 009). One finalisation,
 * called by the browser's return, the gateway's webhook and the reconciliation job, asks the
 * gateway how the payment went and, under a per-payment lock, places the order exactly once,
 * releases the hold, or refunds a payment that completed after its stock was gone. The gateway's
 * answer is the only truth: webhook bodies only say "ask now".
 */

export type PaymentDeps = Pick<
  AppDeps,
  'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments' | 'pins'
>;

export type Finalised =
  | { outcome: 'placed'; orderId: number }
  | { outcome: 'already'; orderId: number }
  | { outcome: 'pending' }
  | { outcome: 'failed' }
  | { outcome: 'refunded'; payment: Payment; refund: Refund };

type Source = 'return' | 'webhook' | 'reconcile';

type Settled = Finalised & { mailIds?: number[] };

/** Decides under the payment's lock; the gateway's report was fetched just before. */
async function settle(
  deps: PaymentDeps,
  tx: Tx,
  payment: Payment,
  report: GatewayPayment,
): Promise<Settled> {
  const now = deps.clock();
  if (payment.orderId) return { outcome: 'already', orderId: payment.orderId };
  if (payment.state === 'completed') {
    // Completed without an order: it was refunded (the ledger holds why and how much).
    const [refund] = await refundsOfPayment(tx, payment.id);
    if (refund) return { outcome: 'refunded', payment, refund };
  }
  const close = async (
    state: 'failed' | 'completed',
    note: string,
    extra: Partial<Payment> = {},
  ): Promise<Payment> => {
    const [row] = await tx
      .update(payments)
      .set({ state, note, updatedAt: now, ...extra })
      .where(eq(payments.id, payment.id))
      .returning();
    return row!;
  };
  /** Paid, but no order: every paisa the gateway charged goes back, with the reason. */
  const refundAll = async (
    reason: 'sold-out' | 'amount-mismatch' | 'drop-closed',
    note: string,
  ) => {
    const paid = await close('completed', note, {
      providerTransactionId: transactionId,
      chargedPaise: report.amountPaise,
    });
    const refund = await requestRefund(
      tx,
      paid,
      { key: 'unplaced', amountPaise: report.amountPaise, reason },
      now,
    );
    return { outcome: 'refunded' as const, payment: paid, refund };
  };

  if (report.state === 'PENDING') return { outcome: 'pending' };
  if (report.state === 'FAILED') {
    await releaseHolds(tx, { paymentId: payment.id }, now);
    await releaseCouponUses(tx, { paymentId: payment.id }, now);
    if (payment.state === 'pending') await close('failed', 'The payment failed or expired');
    return { outcome: 'failed' };
  }
  // COMPLETED. A charge of any other amount than the order's is never accepted: what the gateway
  // charged is refunded, exactly (docs/product.md#refunds). A checkout frozen before coupons and
  // free delivery existed has neither figure.
  const snapshot = {
    ...payment.checkout,
    totals: { discount: 0, freeDeliveryGap: null, ...payment.checkout.totals },
  };
  const transactionId = report.transactionId ?? payment.merchantOrderRef;
  if (report.amountPaise !== payment.amountPaise) {
    await releaseHolds(tx, { paymentId: payment.id }, now);
    await releaseCouponUses(tx, { paymentId: payment.id }, now);
    return refundAll(
      'amount-mismatch',
      `Charged ${formatPaise(report.amountPaise)} for an order of ${formatPaise(payment.amountPaise)}: refunded`,
    );
  }
  let couponUse: number | undefined;
  if (snapshot.coupon) {
    couponUse = await couponUseFor(tx, payment, snapshot.coupon.couponId);
    if (couponUse === undefined) {
      // The coupon's uses sold out while the payment was late, like stock can.
      await releaseHolds(tx, { paymentId: payment.id }, now);
      return refundAll(
        'sold-out',
        "Paid after its hold expired and the coupon's uses had run out: refunded",
      );
    }
  }
  const held = await consumeHolds(tx, { paymentId: payment.id }, now);
  if (!held) {
    // A pre-order paid after its reservation lapsed: only while its drop is live and the
    // student is within the limit (docs/product.md#drops).
    const late = hasPreOrders(snapshot.lines)
      ? await lateRefusal(tx, payment.userId, payment.id, snapshot.lines, now)
      : undefined;
    if (late) {
      await releaseCouponUses(tx, { paymentId: payment.id }, now);
      return refundAll(
        'drop-closed',
        `Paid after its pre-order reservation lapsed and ${late}: refunded`,
      );
    }
    // Paid after its hold expired: the order still happens when the stock is there.
    const taken = await tx
      .transaction((sp) => takeStock(sp, snapshot.lines))
      .then(
        () => true,
        (err: unknown) => {
          if (err instanceof DomainError && SOLD_OUT.has(err.code)) return false;
          throw err;
        },
      );
    if (!taken) {
      await releaseCouponUses(tx, { paymentId: payment.id }, now);
      return refundAll(
        'sold-out',
        'Paid after its stock hold expired and the stock was gone: refunded',
      );
    }
  }
  const order = await writeOrder(tx, payment.userId, {
    ...snapshot,
    paymentMethod: 'online',
    transactionId,
    merchantOrderRef: payment.merchantOrderRef,
    couponCode: snapshot.coupon?.code,
    customer: await customerOf(tx, payment.userId),
  });
  const orderId = order.id;
  if (couponUse !== undefined) await useCoupon(tx, couponUse, orderId, now);
  crashPoint('order-written');
  await close(
    'completed',
    held ? '' : 'Paid after its stock hold expired; the stock was still there',
    {
      providerTransactionId: transactionId,
      chargedPaise: report.amountPaise,
      orderId,
    },
  );
  const mailIds = await enqueueOrderPlacedMails(tx, deps.config, order, now);
  // Last, after the stock: the series row is locked until the commit (invoice-number.ts).
  await numberInvoice(tx, orderId, order.placedAt);
  return { outcome: 'placed', orderId, mailIds };
}

/**
 * The payment's coupon use: the one it holds, or (its hold expired and gave the use back) a new
 * one when the coupon still has uses left; undefined when it has none (the payment is refunded).
 */
async function couponUseFor(
  tx: Tx,
  payment: Payment,
  couponId: number,
): Promise<number | undefined> {
  const held = await heldUseOfPayment(tx, payment.id);
  if (held !== undefined) return held;
  const discount = payment.checkout.totals.discount ?? 0;
  return tx
    .transaction(async (sp) => {
      const useId = await takeCouponUse(sp, { id: couponId }, payment.userId, discount);
      await attachCouponUse(sp, useId, payment.id);
      return useId;
    })
    .catch((err: unknown) => {
      if (err instanceof DomainError && err.code === 'COUPON_USED_UP') return undefined;
      throw err;
    });
}

/**
 * The one finalisation, of the payment row its caller read (each caller reads it once, for its
 * own check); the row is read again only under the payment's lock, where the decision is made.
 * Idempotent: any number of calls from any source, in any order, make at most one order per
 * payment, and a payment never goes back from completed to failed.
 */
export async function finalizePayment(
  deps: PaymentDeps,
  payment: Payment,
  source: Source,
): Promise<Finalised> {
  const ref = payment.merchantOrderRef;
  if (payment.orderId) return { outcome: 'already', orderId: payment.orderId };
  let report: GatewayPayment;
  try {
    report = await deps.payments.paymentStatus(ref);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    deps.log.warn(
      { err, ref, source },
      'payment status unknown for now (the reconciliation job retries)',
    );
    return { outcome: 'pending' };
  }
  await recordPaymentEvent(deps.db, payment.id, source, report);
  const result = await deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, `payment:${ref}`);
    const [fresh] = await tx.select().from(payments).where(eq(payments.id, payment.id));
    return settle(deps, tx, fresh!, report);
  });
  const { mailIds, ...finalised } = result;
  if (mailIds) await sendOrderMails(deps, mailIds);
  if (finalised.outcome === 'refunded') await sendRefund(deps, finalised.refund);
  return finalised;
}

/** payment/order/validate: the caller's own payment only (another's reads as not found). */
export async function validatePayment(
  deps: PaymentDeps,
  caller: Caller,
  { ref }: { ref: string },
): Promise<Finalised> {
  const payment = await paymentByRef(deps.db, ref);
  if (!payment || payment.userId !== caller.userId) throw new DomainError('PAYMENT_NOT_FOUND');
  return finalizePayment(deps, payment, 'return');
}
