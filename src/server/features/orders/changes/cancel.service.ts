import type { AdminCancelItemBody, CancelOrderBody } from '#shared/contract/order-cancel.ts';
import {
  adminMayCancelItem,
  studentMayCancelItem,
  studentMayCancelOrder,
} from '#shared/rules/order-cancel.ts';
import type { OrderItemRow } from '../../../db/schema/index.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { toOrderStepState } from '../steps/order-steps.mapper.ts';
import { lockOrders, orderStates } from '../steps/order-steps.queries.ts';
import { refuseStale } from '../steps/order-steps.service.ts';
import { refuseCancelAfterClose } from '../../drops/index.ts';
import { afterCancel, applyCancel, type Applied, type CancelDeps } from './apply-cancel.service.ts';
import {
  adminMessage,
  deliveredMessage,
  itemName,
  itemTooFarMessage,
  orderTooFarMessage,
  refundedOf,
  studentMessage,
} from './cancel-messages.ts';
import { orderIdOfItem, orderOwnerByNumber, splitPieces } from './cancel.queries.ts';

/**
 * Cancelling an order or some of its items (docs/product.md#cancelling-an-order): who may cancel
 * what, checked under the order's lock; the writes are apply-cancel.service.ts, in the same
 * transaction. Cancelled items are cancelled once: asking again finds them so and changes
 * nothing.
 */

export interface CancelOutcome {
  message: string;
  alreadyCancelled: boolean;
  cancelled: number;
  refundedPaise: number;
  orderId: number;
}

/**
 * products/cancel-order: the student cancels their whole order, or one item of it, while
 * nothing of it is packed. Someone else's order or item is ORDER_NOT_FOUND, as a missing one.
 */
export async function cancelMyOrder(
  deps: CancelDeps,
  caller: Caller,
  input: CancelOrderBody,
): Promise<CancelOutcome> {
  const found = input.orderNumber
    ? await orderOwnerByNumber(deps.db, input.orderNumber)
    : undefined;
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
        throw new DomainError('CANCEL_NOT_ALLOWED', itemTooFarMessage(item));
      }
      targets = [item];
    } else {
      targets = items.filter((i) => i.step !== 'cancelled');
      if (targets.length === 0) return { order, applied: undefined };
      if (!studentMayCancelOrder(items)) {
        const packed = targets.filter((i) => !studentMayCancelItem(i));
        throw new DomainError('CANCEL_NOT_ALLOWED', orderTooFarMessage(packed));
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
  await afterCancel(deps, result.applied);
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
export async function cancelItemAsAdmin(
  deps: CancelDeps,
  caller: Caller,
  input: AdminCancelItemBody,
) {
  const orderId = await orderIdOfItem(deps.db, input.orderItem_id);
  if (orderId === undefined) {
    throw new DomainError('ORDER_NOT_FOUND', 'This ordered item does not exist.');
  }
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const [locked] = await lockOrders(tx, [orderId]);
    const item = locked?.items.find((i) => i.id === input.orderItem_id);
    if (!locked || !item)
      throw new DomainError('ORDER_NOT_FOUND', 'This ordered item does not exist.');
    const { order } = locked;
    let applied: Applied | undefined;
    if (item.step !== 'cancelled') {
      await refuseStale(tx, new Map([[order.id, input.version]]), [locked]);
      if (!adminMayCancelItem(item)) {
        throw new DomainError('CANCEL_NOT_ALLOWED', deliveredMessage(order, item));
      }
      const pieces = input.quantity ?? item.quantity;
      if (pieces > item.quantity) {
        throw new DomainError(
          'BAD_REQUEST',
          `This line has ${item.quantity === 1 ? '1 piece' : `${item.quantity} pieces`}: cancel 1 to ${item.quantity}. Nothing was changed.`,
        );
      }
      // Some pieces only: they are split off the line into their own row and cancelled as an
      // item is (stock, refund or amount due, mails), so every reader sees what remains.
      const target = pieces < item.quantity ? await splitPieces(tx, item, pieces) : item;
      const items =
        target === item
          ? locked.items
          : [
              ...locked.items.map((i) =>
                i.id === item.id ? { ...i, quantity: i.quantity - pieces } : i,
              ),
              target,
            ];
      applied = await applyCancel(
        tx,
        deps,
        { order, items },
        [target],
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
  await afterCancel(deps, result.applied);
  return {
    message: adminMessage(result.order, result.applied),
    alreadyCancelled: false,
    cancelled: 1,
    refundedPaise: refundedOf(result.applied),
    order,
  };
}
