import type { Totals } from '#shared/rules/delivery.ts';
import type { CheckoutSnapshot } from '../../../db/checkout-snapshot.ts';
import type { Tx } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { crashPoint } from '../../../lib/fault-injection.ts';
import { hasPreOrders, lateRefusal } from '../../drops/index.ts';
import {
  attachCouponUse,
  heldUseOfPayment,
  releaseCouponUses,
  takeCouponUse,
} from '../coupons/coupon-uses.queries.ts';
import { financialYearOf } from '../invoice/invoice-number.ts';
import { consumeHolds, releaseHolds, takeStock } from '../stock.ts';
import { orderPlacedMails } from './order-placed.mails.ts';
import { customerOf, finishOrderAndCommit, writeOrder } from './placement.queries.ts';

/**
 * The order of a completed online payment (ADR 009, ADR 013): the one service placement offers
 * a payment's finalisation, which decides about the money and calls this, under the payment's
 * lock, once the gateway says the payment completed for the right amount. Placement writes the
 * order, as it writes a cash order; payments writes only payments and refunds.
 */

/** A size's stock or a drop's cap ran out while the payment was late. */
const SOLD_OUT = new Set<string>(['OUT_OF_STOCK', 'DROP_CAP_REACHED']);

/** A completed payment, as its finalisation read it under its lock. */
export interface PaidCheckout {
  paymentId: number;
  userId: number;
  merchantOrderRef: string;
  /** The gateway's transaction id (the shop's reference when the gateway gives none). */
  transactionId: string;
  /** The checkout frozen when the payment started; totals as they are now (paise). */
  checkout: Omit<CheckoutSnapshot, 'totals'> & { totals: Totals };
}

/**
 * What became of a paid checkout: its order, or why there is none (the payment refunds it all;
 * what the payment held is given back already).
 */
export type PaidPlacement =
  | { outcome: 'placed'; orderId: number; mailIds: number[] }
  | { outcome: 'refused'; reason: UnplacedReason; note: string };

/** Why a paid checkout got no order (the refund's reason). */
export type UnplacedReason = 'sold-out' | 'drop-closed' | 'coupon-used-up';

/**
 * Writes the order of a paid checkout inside the finalisation's transaction: the coupon use the
 * payment holds (or a new one when its hold lapsed), the stock it holds (or taken again when its
 * hold lapsed, when a pre-order's drop still takes it), the order and its items, the order mails
 * and the invoice number, last, with the finalisation's commit when its transaction is one of
 * `transactionWithLock` on PostgreSQL (nothing may follow a placed order in it). `recordOrder`
 * lets the payment record its order (and the note) before the mails and the invoice number.
 */
export async function placeFromPayment(
  deps: Pick<AppDeps, 'config'>,
  tx: Tx,
  paid: PaidCheckout,
  now: Date,
  recordOrder: (orderId: number, note: string) => Promise<void>,
): Promise<PaidPlacement> {
  const { paymentId, checkout } = paid;
  let couponUse: number | undefined;
  if (checkout.coupon) {
    const taken = await couponUseFor(tx, paid, checkout.coupon.couponId);
    if (typeof taken === 'string') {
      // The code could not be taken again while the payment was late, like stock can sell out.
      await releaseHolds(tx, { paymentId }, now);
      return refused(
        'coupon-used-up',
        taken === 'COUPON_USED_UP'
          ? "Paid after its hold expired and the coupon's uses had run out"
          : 'Paid after its hold expired and the student had used the coupon as often as it allows',
      );
    }
    couponUse = taken;
  }
  const held = await consumeHolds(tx, { paymentId }, now);
  if (!held) {
    // A pre-order paid after its reservation lapsed: only while its drop is live and the
    // student is within the limit (docs/product.md#drops).
    const late = hasPreOrders(checkout.lines)
      ? await lateRefusal(tx, paid.userId, paymentId, checkout.lines, now)
      : undefined;
    if (late) {
      await releaseCouponUses(tx, { paymentId }, now);
      return refused('drop-closed', `Paid after its pre-order reservation lapsed and ${late}`);
    }
    // Paid after its hold expired: the order still happens when the stock is there.
    if (!(await stockTakenAgain(tx, checkout))) {
      await releaseCouponUses(tx, { paymentId }, now);
      return refused('sold-out', 'Paid after its stock hold expired and the stock was gone');
    }
  }
  const order = await writeOrder(tx, paid.userId, {
    ...checkout,
    paymentMethod: 'online',
    transactionId: paid.transactionId,
    merchantOrderRef: paid.merchantOrderRef,
    couponCode: checkout.coupon?.code,
    customer: await customerOf(tx, paid.userId),
  });
  const orderId = order.id;
  crashPoint('order-written');
  await recordOrder(
    orderId,
    held ? '' : 'Paid after its stock hold expired; the stock was still there',
  );
  // One round trip (ADR 026): the coupon use, the clubs' shares (an online order exists only
  // once paid, ADR 023), the mails, and last, after the stock, the invoice number, sent with the
  // finalisation's commit (the series row is locked only until PostgreSQL reaches it). Nothing
  // runs in `tx` after this.
  const mailIds =
    (await finishOrderAndCommit(tx, {
      orderId,
      placedAt: order.placedAt,
      now,
      couponUseId: couponUse,
      mails: orderPlacedMails(deps.config, order),
      financialYear: financialYearOf(order.placedAt),
    })) ?? [];
  return { outcome: 'placed', orderId, mailIds };
}

const refused = (reason: UnplacedReason, why: string): PaidPlacement => ({
  outcome: 'refused',
  reason,
  note: `${why}: refunded`,
});

/** The checkout's stock taken again (in a savepoint); false when a size or a cap sold out. */
function stockTakenAgain(tx: Tx, checkout: PaidCheckout['checkout']): Promise<boolean> {
  return tx
    .transaction((sp) => takeStock(sp, checkout.lines))
    .then(
      () => true,
      (err: unknown) => {
        if (err instanceof DomainError && SOLD_OUT.has(err.code)) return false;
        throw err;
      },
    );
}

/**
 * The payment's coupon use: the one it holds, or (its hold expired and gave the use back) a new
 * one when the coupon still has uses left for everyone and for this student; else the refusal's
 * code (the payment is refunded).
 */
async function couponUseFor(
  tx: Tx,
  paid: PaidCheckout,
  couponId: number,
): Promise<number | 'COUPON_USED_UP' | 'COUPON_ALREADY_USED'> {
  const held = await heldUseOfPayment(tx, paid.paymentId);
  if (held !== undefined) return held;
  const discount = paid.checkout.totals.discount;
  return tx
    .transaction(async (sp) => {
      const useId = await takeCouponUse(sp, { id: couponId }, paid.userId, discount);
      await attachCouponUse(sp, useId, paid.paymentId);
      return useId;
    })
    .catch((err: unknown) => {
      if (err instanceof DomainError) {
        if (err.code === 'COUPON_USED_UP' || err.code === 'COUPON_ALREADY_USED') return err.code;
      }
      throw err;
    });
}
