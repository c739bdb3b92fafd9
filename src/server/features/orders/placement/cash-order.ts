import { isCashOnDeliveryAllowed, type DeliveryMethod } from '#shared/rules/delivery.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { crashPoint } from '../../../lib/fault-injection.ts';
import { sendOrderMails } from '../../../adapters/mail/outbox.ts';
import { takeStock } from '../stock.ts';
import { financialYearOf, numberInvoice } from '../invoice/invoice-number.ts';
import { orderPlacedMails } from './order-placed.mails.ts';
import { placeOrder } from './place-order.ts';
import {
  customerUnderLock,
  finishOrder,
  finishOrderAndCommit,
  writeOrder,
  type OrderPlan,
} from './placement.queries.ts';

export interface PlacedOrder {
  orderId: number;
  /** false when a retry with the same checkout key found the order already placed. */
  created: boolean;
}

/**
 * payment/confirm: a cash-on-delivery order (pickup only), placed by `placeOrder`: the order is
 * written, the cart emptied and the holds consumed in one transaction. The posted amount is never
 * used; when it differs from the charge it is logged. The same `checkoutKey` again answers the
 * order it made.
 */
export async function placeCashOrder(
  deps: Pick<
    AppDeps,
    'db' | 'config' | 'mailer' | 'log' | 'clock' | 'catalog' | 'dropLines' | 'secrets'
  >,
  caller: Caller,
  input: {
    deliveryMethod: DeliveryMethod;
    amount?: number | undefined;
    checkoutKey?: string | undefined;
    couponCode?: string | undefined;
  },
): Promise<PlacedOrder> {
  if (!isCashOnDeliveryAllowed(input.deliveryMethod)) throw new DomainError('COD_PICKUP_ONLY');
  const { clock } = deps;
  const { checkoutKey } = input;
  const placed = await placeOrder<CashPlacement, OrderPlan['customer']>(deps, caller, {
    deliveryMethod: input.deliveryMethod,
    paymentMethod: 'cod',
    couponCode: input.couponCode,
    // One read under the cart lock: an earlier try with this checkout key, the open cash orders
    // (two orders of one student cannot both pass here) and the student as the order keeps them.
    underLock: async (tx) => {
      const found = await customerUnderLock(tx, caller.userId, checkoutKey);
      if (!found) throw new DomainError('SESSION_EXPIRED');
      const { earlierOrderId, open, ...customer } = found;
      if (earlierOrderId !== null) {
        return { answer: { orderId: earlierOrderId, created: false, mailIds: [] } };
      }
      return {
        prepare: () =>
          refuseTooManyOpenCashOrders(open, deps.config.CASH_ORDERS_OPEN_MAX, customer),
      };
    },
    write: async (tx, { lines, totals, coupon, prepared: customer, preOrderDrops }, held) => {
      const order = await writeOrder(tx, caller.userId, {
        lines,
        totals,
        deliveryMethod: input.deliveryMethod,
        hostelAddress: '',
        address: null,
        paymentMethod: 'cod',
        checkoutKey,
        couponCode: coupon?.code,
        customer,
        preOrderDrops,
      });
      const orderId = order.id;
      if (input.amount !== undefined && Math.round(input.amount * 100) !== totals.totalAmount) {
        deps.log.info(
          { orderId, postedRupees: input.amount, chargedPaise: totals.totalAmount },
          'cash order: the posted amount differs from the charge (ignored)',
        );
      }
      // One round trip (ADR 026): the holds consumed, the coupon use, the clubs' shares (a cash
      // order is a sale once placed, ADR 023), the mails, and with the holds consumed the
      // invoice number, last, sent with the commit (no other order waits on this process).
      const finish = {
        orderId,
        placedAt: order.placedAt,
        now: clock(),
        couponUseId: coupon?.useId,
        mails: orderPlacedMails(deps.config, order),
      };
      const written = (mailIds: number[]) => ({
        value: { orderId, created: true, mailIds },
        usedHolds: held.fit,
      });
      if (held.fit) {
        crashPoint('order-written');
        const mailIds = await finishOrderAndCommit(tx, {
          ...finish,
          holdIds: held.holdIds,
          financialYear: financialYearOf(order.placedAt),
        });
        // The holds ran out and were given back before the order was written: all is undone.
        if (!mailIds) throw placementExpired();
        return written(mailIds);
      }
      // Without holds nothing is consumed, so the mails are always written. The stock is taken
      // here, last: the sizes' rows stay locked from here to the commit (stock.ts); then the
      // invoice number (invoice-number.ts).
      const mailIds = (await finishOrder(tx, finish)) ?? [];
      await takeStock(tx, lines);
      await numberInvoice(tx, orderId, order.placedAt);
      crashPoint('order-written');
      return written(mailIds);
    },
  });
  await sendOrderMails(deps, placed.mailIds);
  return { orderId: placed.orderId, created: placed.created };
}

/** What the cash way's placement gives: the order, and the outbox ids of its mails. */
interface CashPlacement extends PlacedOrder {
  mailIds: number[];
}

/** A placement's holds ran out before its order was written (the job gave them back). */
const placementExpired = () =>
  new DomainError('CONFLICT', 'Placing your order took too long. Please place it again.');

/**
 * CASH_ORDERS_OPEN: the student already has `max` cash orders placed and not handed over. Each
 * takes its stock for good until it is collected (docs/product.md#cash-on-delivery). Otherwise
 * the student as the order keeps them.
 */
function refuseTooManyOpenCashOrders<C>(open: number, max: number, customer: C): C {
  if (open >= max) {
    throw new DomainError(
      'CASH_ORDERS_OPEN',
      `You already have ${max} cash orders waiting to be collected. Collect one first, or pay online.`,
    );
  }
  return customer;
}
