import type { CancelledBy } from '#shared/rules/order-cancel.ts';
import { sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Tx } from '../../../db/client.ts';
import type { OrderItemRow, OrderRow, Payment, Refund } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import {
  lockedPayment,
  refundedPaise,
  requestRefund,
  sendRefund,
} from '../payments/refund-payment.ts';
import { reverseCancelledItem } from '../../clubs/index.ts';
import { releaseCouponUses } from '../coupons/coupon-uses.queries.ts';
import { issueCreditNote } from '../invoice/credit-note.service.ts';
import { enqueueCancelMails } from './cancel.mails.ts';
import { cashBackNote, itemName, type CancelDone } from './cancel-messages.ts';
import { recordCancel, stockBack } from './cancel.queries.ts';
import { itemChargedPaise } from './item-money.ts';
import { itemRefundedPaise } from './refunds.queries.ts';

/**
 * Every write of a cancel (docs/product.md#cancelling-an-order), in the caller's transaction
 * under the order's lock (the steps' lock, so a cancel and a step never both happen to an item)
 * and, for an online order, the payment's (so refunds never pass what it charged): the items
 * become `cancelled` with who, when and why, and are credited against the invoice by a credit
 * note (docs/product.md#credit-notes); their stock goes back on sale; a wholly cancelled
 * order gives its coupon use back; an online order's money is asked back (`cancel:item:{id}`,
 * and the delivery charge with the last item, `cancel:delivery:{orderId}`); the two mails are
 * stored. After the commit (`afterCancel`) the refunds go to the gateway and the mails out.
 */

export type CancelDeps = Pick<
  AppDeps,
  'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments' | 'catalog'
>;

export interface Applied extends CancelDone {
  mailIds: number[];
  /** The credit note's number (none for an order without an invoice). */
  creditNote: string | undefined;
}

/**
 * The refunds of a cancel of a paid online order: each item's share still owed, and the delivery
 * charge with the last item, all capped by what the payment still holds.
 */
async function askRefunds(
  tx: Tx,
  payment: Payment,
  order: OrderRow,
  targets: readonly OrderItemRow[],
  wholeOrder: boolean,
  requestedBy: number | null,
  now: Date,
): Promise<Refund[]> {
  const refunds: Refund[] = [];
  // What the payment still holds caps every refund (a refund never passes what it charged).
  let stillHeld = (payment.chargedPaise ?? 0) - (await refundedPaise(tx, payment.id));
  for (const item of targets) {
    const owed = itemChargedPaise(item) - (await itemRefundedPaise(tx, item.id));
    const amountPaise = Math.min(owed, stillHeld);
    if (amountPaise <= 0) continue;
    stillHeld -= amountPaise;
    refunds.push(
      await requestRefund(
        tx,
        payment,
        {
          key: `cancel:item:${item.id}`,
          amountPaise,
          reason: 'cancelled',
          orderItemId: item.id,
          requestedBy: requestedBy ?? undefined,
          note: `Cancelled: ${item.quantity} × ${itemName(item)}`,
        },
        now,
      ),
    );
  }
  if (wholeOrder && order.deliveryChargePaise > 0) {
    // The delivery charge goes back with the last item.
    const amountPaise = Math.min(order.deliveryChargePaise, stillHeld);
    if (amountPaise > 0) {
      refunds.push(
        await requestRefund(
          tx,
          payment,
          {
            key: `cancel:delivery:${order.id}`,
            amountPaise,
            reason: 'cancelled',
            requestedBy: requestedBy ?? undefined,
            note: 'Cancelled order: the delivery charge',
          },
          now,
        ),
      );
    }
  }
  return refunds;
}

/** Cancels `targets` of the locked order: every write of a cancel, in the caller's transaction. */
export async function applyCancel(
  tx: Tx,
  deps: CancelDeps,
  locked: { order: OrderRow; items: OrderItemRow[] },
  targets: OrderItemRow[],
  /** `userId` null: the shop itself (a drop that missed its minimum). */
  who: { userId: number | null; role: CancelledBy; reason: string },
  now: Date,
): Promise<Applied> {
  const { order, items } = locked;
  const payment =
    order.paymentMethod === 'online' && order.merchantOrderRef
      ? await lockedPayment(tx, order.merchantOrderRef)
      : undefined;
  const targetIds = new Set(targets.map((i) => i.id));
  const left = items.filter((i) => !targetIds.has(i.id) && i.step !== 'cancelled');
  const wholeOrder = left.length === 0;
  const status = wholeOrder
    ? 'cancelled'
    : left.every((i) => i.step === 'delivered')
      ? 'delivered'
      : order.status;
  await recordCancel(tx, { order, items: targets, status, who, at: now });
  // A club's item cancelled: its share is taken back in the ledger (ADR 023).
  for (const item of targets) {
    await reverseCancelledItem(
      tx,
      { id: item.id, quantity: item.quantity, chargedPaise: itemChargedPaise(item) },
      now,
    );
  }

  const refunds =
    payment?.state === 'completed'
      ? await askRefunds(tx, payment, order, targets, wholeOrder, who.userId, now)
      : [];
  // A partly cancelled order keeps its coupon; a wholly cancelled one gives its use back.
  if (wholeOrder) await releaseCouponUses(tx, { orderId: order.id }, now);
  const cashNote = cashBackNote(
    order,
    targets.reduce((s, i) => s + itemChargedPaise(i), 0),
  );
  // The sizes' rows stay locked from here to the commit (as placement takes them).
  await stockBack(tx, targets);
  // Last but the mails, as an order's invoice number is: the invoice stands as issued and what
  // was cancelled is credited by a note of its own series, whose row is then held only for the
  // mails' one insert and the commit.
  const creditNote = await issueCreditNote(tx, order, now);
  const mailIds = await enqueueCancelMails(tx, deps.config, {
    order,
    items: targets,
    by: who.role,
    reason: who.reason,
    wholeOrder,
    refunds,
    cashNote,
    creditNote,
    at: now,
  });
  return { items: targets, refunds, mailIds, wholeOrder, cashNote, creditNote };
}

/** After the commit: the refunds go to the gateway, the mails out, the catalogue learns. */
export async function afterCancel(deps: CancelDeps, applied: Applied): Promise<void> {
  deps.catalog.stockMoved();
  await sendSoon(deps, applied.mailIds);
  for (const refund of applied.refunds) await sendRefund(deps, refund);
}
