import { eq } from 'drizzle-orm';
import type { AdminCancelItemBody, CancelOrderBody } from '#shared/contract/order-cancel.ts';
import { formatPaise } from '#shared/rules/money.ts';
import {
  adminMayCancelItem,
  studentMayCancelItem,
  studentMayCancelOrder,
  type CancelledBy,
} from '#shared/rules/order-cancel.ts';
import { STEP_LABELS } from '#shared/rules/order-steps.ts';
import { REFUND_TIME } from '#shared/rules/refund-status.ts';
import { sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Tx } from '../../../db/client.ts';
import {
  orderItems,
  orders,
  type OrderItemRow,
  type OrderRow,
  type Refund,
} from '../../../db/schema.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import {
  lockedPayment,
  refundedPaise,
  requestRefund,
  sendRefund,
} from '../payments/refund-payment.ts';
import { toOrderStepState } from '../steps/order-steps.mapper.ts';
import { lockOrders, orderStates } from '../steps/order-steps.queries.ts';
import { refuseStale } from '../steps/order-steps.service.ts';
import { releaseCouponUses } from '../coupons/coupon-uses.queries.ts';
import { refuseCancelAfterClose } from '../../drops/index.ts';
import { enqueueCancelMails } from './cancel.mails.ts';
import { recordCancel, stockBack } from './cancel.queries.ts';
import { itemChargedPaise, itemRefundedPaise } from './item-money.ts';

/**
 * Cancelling an order or some of its items (docs/product.md#cancelling-an-order). One
 * transaction does all of it, under the order's lock (the steps' lock, so a cancel and a step
 * never both happen to an item) and, for an online order, the payment's (so refunds never pass
 * what it charged): the items become `cancelled` with who, when and why; their stock goes back on
 * sale; a wholly cancelled order gives its coupon use back; an online order's money is asked back
 * (`cancel:item:{id}`, and the delivery charge with the last item, `cancel:delivery:{orderId}`);
 * the two mails are stored. After the commit the refunds go to the gateway and the mails out.
 * Cancelled items are cancelled once: asking again finds them so and changes nothing.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'payments' | 'catalog'>;

export interface CancelOutcome {
  message: string;
  alreadyCancelled: boolean;
  cancelled: number;
  refundedPaise: number;
  orderId: number;
}

interface Applied {
  items: OrderItemRow[];
  refunds: Refund[];
  mailIds: number[];
  wholeOrder: boolean;
  cashNote: string;
}

const itemName = (i: OrderItemRow) => `${i.productName} (size ${i.size})`;
const names = (items: readonly OrderItemRow[]) => items.map(itemName).join(', ');

/** Cancels `targets` of the locked order: every write of a cancel, in the caller's transaction. */
async function applyCancel(
  tx: Tx,
  deps: Deps,
  locked: { order: OrderRow; items: OrderItemRow[] },
  targets: OrderItemRow[],
  who: { userId: number; role: CancelledBy; reason: string },
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

  const refunds: Refund[] = [];
  if (payment?.state === 'completed') {
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
            requestedBy: who.userId,
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
              requestedBy: who.userId,
              note: 'Cancelled order: the delivery charge',
            },
            now,
          ),
        );
      }
    }
  }
  // A partly cancelled order keeps its coupon; a wholly cancelled one gives its use back.
  if (wholeOrder) await releaseCouponUses(tx, { orderId: order.id }, now);
  const cashNote =
    order.paymentMethod === 'cod' && order.cashReceivedAt
      ? `Cash was recorded as received for this order: give ${formatPaise(targets.reduce((s, i) => s + itemChargedPaise(i), 0))} back to the student by hand.`
      : '';
  const mailIds = await enqueueCancelMails(tx, deps.config, {
    order,
    items: targets,
    by: who.role,
    reason: who.reason,
    wholeOrder,
    refunds,
    cashNote,
    at: now,
  });
  // Last: the sizes' rows stay locked from here to the commit (as placement takes them).
  await stockBack(tx, targets);
  return { items: targets, refunds, mailIds, wholeOrder, cashNote };
}

/** After the commit: the refunds go to the gateway, the mails out, the catalogue learns. */
async function afterCommit(deps: Deps, applied: Applied): Promise<void> {
  deps.catalog.stockMoved();
  await sendSoon(deps, applied.mailIds);
  for (const refund of applied.refunds) await sendRefund(deps, refund);
}

const refundedOf = (applied: Applied) => applied.refunds.reduce((s, r) => s + r.amountPaise, 0);

/** What the student reads after cancelling, in the order page's words. */
function studentMessage(order: OrderRow, applied: Applied): string {
  const what = applied.wholeOrder
    ? `Order ${order.orderNumber} is cancelled.`
    : `Cancelled: ${names(applied.items)}.`;
  const paid = refundedOf(applied);
  if (paid > 0) {
    return `${what} Your refund of ${formatPaise(paid)} has started; it reaches your account in ${REFUND_TIME}.`;
  }
  if (order.paymentMethod === 'cod') {
    return order.cashReceivedAt
      ? `${what} The shop will give back the cash you paid for it.`
      : `${what} There is nothing to pay for it.`;
  }
  return what;
}

/**
 * products/cancel-order: the student cancels their whole order, or one item of it, while
 * nothing of it is packed. Someone else's order or item is ORDER_NOT_FOUND, as a missing one.
 */
export async function cancelMyOrder(
  deps: Deps,
  caller: Caller,
  input: CancelOrderBody,
): Promise<CancelOutcome> {
  const [found] = input.orderNumber
    ? await deps.db
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(eq(orders.orderNumber, input.orderNumber))
    : [];
  if (!found || found.userId !== caller.userId) throw new DomainError('ORDER_NOT_FOUND');
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await lockOrders(tx, [found.id]);
    if (!locked) throw new DomainError('ORDER_NOT_FOUND');
    const { order, items } = locked;
    let targets: OrderItemRow[];
    if (input.orderItem_id !== undefined) {
      const item = items.find((i) => i.id === input.orderItem_id);
      if (!item) throw new DomainError('ORDER_NOT_FOUND');
      if (item.step === 'cancelled') return { order, applied: undefined };
      if (!studentMayCancelItem(item)) {
        throw new DomainError(
          'CANCEL_NOT_ALLOWED',
          `${itemName(item)} is already ${STEP_LABELS[item.step].toLowerCase()}, so it can no longer be cancelled. Nothing was changed. If you no longer want it, ask for help with this order.`,
        );
      }
      targets = [item];
    } else {
      targets = items.filter((i) => i.step !== 'cancelled');
      if (targets.length === 0) return { order, applied: undefined };
      if (!studentMayCancelOrder(items)) {
        const packed = targets.filter((i) => !studentMayCancelItem(i));
        throw new DomainError(
          'CANCEL_NOT_ALLOWED',
          `Part of this order is already on its way (${names(packed)}), so the whole order can no longer be cancelled. Nothing was changed. Items not packed yet can still be cancelled one by one.`,
        );
      }
    }
    await refuseCancelAfterClose(tx, targets, now);
    const applied = await applyCancel(
      tx,
      deps,
      locked,
      targets,
      { userId: caller.userId, role: 'student', reason: input.reason },
      now,
    );
    return { order, applied };
  });
  if (!result.applied) {
    return {
      message:
        input.orderItem_id !== undefined
          ? 'This item was already cancelled. Nothing changed.'
          : `Order ${result.order.orderNumber} was already cancelled. Nothing changed.`,
      alreadyCancelled: true,
      cancelled: 0,
      refundedPaise: 0,
      orderId: result.order.id,
    };
  }
  await afterCommit(deps, result.applied);
  return {
    message: studentMessage(result.order, result.applied),
    alreadyCancelled: false,
    cancelled: result.applied.items.length,
    refundedPaise: refundedOf(result.applied),
    orderId: result.order.id,
  };
}

/**
 * admin/orders/cancel-item: the admin cancels one item not delivered yet, with a reason, on the
 * order's version their page showed. An item cancelled already answers so (a retried call).
 */
export async function cancelItemAsAdmin(deps: Deps, caller: Caller, input: AdminCancelItemBody) {
  const [found] = await deps.db
    .select({ orderId: orderItems.orderId })
    .from(orderItems)
    .where(eq(orderItems.id, input.orderItem_id));
  if (!found) throw new DomainError('ORDER_NOT_FOUND', 'This ordered item does not exist.');
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await lockOrders(tx, [found.orderId]);
    const item = locked?.items.find((i) => i.id === input.orderItem_id);
    if (!locked || !item)
      throw new DomainError('ORDER_NOT_FOUND', 'This ordered item does not exist.');
    const { order } = locked;
    let applied: Applied | undefined;
    if (item.step !== 'cancelled') {
      await refuseStale(tx, new Map([[order.id, input.version]]), [locked]);
      if (!adminMayCancelItem(item)) {
        throw new DomainError(
          'CANCEL_NOT_ALLOWED',
          `${itemName(item)} of order #${order.id} is already delivered: it can no longer be cancelled. Nothing was changed.`,
        );
      }
      applied = await applyCancel(
        tx,
        deps,
        locked,
        [item],
        { userId: caller.userId, role: 'admin', reason: input.reason },
        now,
      );
    }
    const [state] = await orderStates(tx, [order.id]);
    return { order, item, applied, state: state! };
  });
  const order = toOrderStepState(result.state);
  if (!result.applied) {
    return {
      message: `${itemName(result.item)} was already cancelled${result.item.cancelReason ? ` (${result.item.cancelReason})` : ''}. Nothing changed.`,
      alreadyCancelled: true,
      cancelled: 0,
      refundedPaise: 0,
      order,
    };
  }
  await afterCommit(deps, result.applied);
  return {
    message: adminMessage(result.order, result.applied),
    alreadyCancelled: false,
    cancelled: 1,
    refundedPaise: refundedOf(result.applied),
    order,
  };
}

function adminMessage(order: OrderRow, applied: Applied): string {
  const what = `Cancelled ${names(applied.items)} of order #${order.id}${applied.wholeOrder ? ' (nothing of it is left)' : ''}.`;
  const paid = refundedOf(applied);
  const money =
    paid > 0
      ? ` Refund of ${formatPaise(paid)} started.`
      : order.paymentMethod === 'cod'
        ? applied.cashNote
          ? ` ${applied.cashNote}`
          : ' Cash on delivery: nothing was paid for it.'
        : '';
  const who = order.customerName.split(/\s+/)[0] || 'The customer';
  return `${what}${money} ${who} gets an e-mail.`;
}
