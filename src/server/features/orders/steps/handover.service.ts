import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Db } from '../../../db/client.ts';
import type { DeliveryCheck, OrderItemRow, OrderRow } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { enqueueItemDeliveredMail } from './item-delivered.mails.ts';
import { enqueueOrderStepMail } from './order-steps.mails.ts';
import {
  lockItemWithOrder,
  lockOrders,
  orderStates,
  recordDelivered,
  type OrderStepRecord,
} from './order-steps.queries.ts';
import { describe, plural, refuseStale } from './order-steps.service.ts';
import { toOrderStepState } from './order-steps.mapper.ts';

/**
 * Handing items over to the student (docs/product.md#order-steps, ADR 021): the one service that
 * delivers items and the one rule for how a handover is confirmed. Its callers differ only in
 * the two options of `HandoverInput`: what is handed over and how it must be confirmed.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;

/**
 * How a handover of a pickup or hostel order (one with a handover code) is confirmed. A code,
 * when sent, must be the order's in both.
 * - `code-or-reason` (the counter, admin/orders/handover): the student's code, or a reason typed
 *   instead; an order without a code needs neither.
 * - `code-if-given` (one item, products/delivered, whose original client sends neither): nothing
 *   is needed; a reason typed is recorded on any order.
 */
export type HandoverConfirmation = 'code-or-reason' | 'code-if-given';

/**
 * What is handed over: one item (a second click finds it delivered and changes nothing), every
 * item of an order not delivered yet, from the version the admin's page showed, or an order's
 * bag of a drop (its items of the drop not delivered yet, docs/product.md#drops).
 */
export type HandoverTarget =
  { itemId: number } | { orderId: number; version: number } | { orderId: number; dropId: number };

export interface HandoverInput {
  target: HandoverTarget;
  confirmation: HandoverConfirmation;
  handoverCode?: string | undefined;
  reason: string;
}

export interface Handover {
  message: string;
  /** One item only: it was delivered before, nothing changed. */
  alreadyDelivered: boolean;
  /** Items delivered now. */
  delivered: number;
  deliveredAt: Date;
  /** The order's step state after the handover. */
  order: OrderStepRecord;
}

/**
 * What a `code-or-reason` handover of something other than an order's items adds: a reason typed
 * on an order without a code is recorded too (a replacement handed over), or a reason standing in
 * for the code must be at least so long (a size exchange's swap: 3 characters).
 */
export interface HandoverReasonRule {
  reasonOnAnyOrder?: boolean;
  minReason?: number;
}

/**
 * How this handover was confirmed, or the refusal: the one handover rule, for items handed over
 * (handOver), size exchanges swapped (exchange/exchange-swap.service.ts) and replacements handed
 * over (remedies/remedies.service.ts).
 */
export function handoverCheck(
  orderCode: string,
  given: { handoverCode?: string | undefined; reason: string },
  confirmation: HandoverConfirmation,
  { reasonOnAnyOrder = false, minReason = 1 }: HandoverReasonRule = {},
): DeliveryCheck {
  const hasCode = orderCode !== '';
  if (hasCode && given.handoverCode !== undefined) {
    if (given.handoverCode !== orderCode) throw new DomainError('HANDOVER_CODE_WRONG');
    return 'code';
  }
  if (confirmation === 'code-if-given') return given.reason ? 'reason' : 'none';
  if (!hasCode) return reasonOnAnyOrder && given.reason ? 'reason' : 'none';
  if (given.reason.length < minReason) throw new DomainError('HANDOVER_CODE_NEEDED');
  return 'reason';
}

const deliveredText = (at: Date) => `${formatOrderDate(at.getTime())} at ${istTime(at.getTime())}`;
const firstNameOf = (name: string) => name.split(/\s+/)[0] || 'The customer';

/** The locked order and the items to deliver, or the reply when one item was delivered before. */
type Found =
  | { order: OrderRow; items: OrderItemRow[] }
  | { order: OrderRow; before: { at: Date; by: string | null } };

/** Locks the target's order and picks what to deliver: the refusals before the handover rule. */
async function findTarget(tx: Db, target: HandoverTarget): Promise<Found> {
  if ('itemId' in target) {
    const row = await lockItemWithOrder(tx, target.itemId);
    if (!row) throw new DomainError('ORDER_NOT_FOUND', 'This ordered item does not exist.');
    const { item, order } = row;
    if (item.step === 'cancelled') {
      // Cancelled items are never handed over (docs/product.md#cancelling-an-order).
      throw new DomainError(
        'ITEM_CANCELLED',
        `This item was cancelled${item.cancelReason ? ` (${item.cancelReason})` : ''}: it cannot be marked delivered. Nothing was changed.`,
      );
    }
    if (item.isDelivered && item.deliveredAt) {
      return { order, before: { at: item.deliveredAt, by: row.by } };
    }
    return { order, items: [item] };
  }
  const [locked] = await lockOrders(tx, [target.orderId]);
  if (!locked) throw new DomainError('ORDER_NOT_FOUND');
  const { order } = locked;
  const items =
    'dropId' in target ? locked.items.filter((i) => i.dropId === target.dropId) : locked.items;
  if ('version' in target) await refuseStale(tx, new Map([[order.id, target.version]]), [locked]);
  const behind = items.filter((i) => !i.isDelivered && i.step !== 'cancelled');
  if (behind.length === 0) {
    const states = await orderStates(tx, [order.id]);
    throw new DomainError(
      'STEP_NOT_FORWARD',
      `Everything in order ${order.orderNumber} is already delivered (${describe(states)}). Nothing was changed.`,
      { current: states.map(toOrderStepState) },
    );
  }
  return { order, items: behind };
}

/**
 * products/delivered and admin/orders/handover: delivers the target's items under their order's
 * lock, records who, when and how it was confirmed, and stores the student's mail with the
 * change (sent after the commit, ADR 016). The order becomes `delivered` with its last item.
 */
export async function handOver(
  deps: Deps,
  caller: Caller,
  input: HandoverInput,
): Promise<Handover> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    const found = await findTarget(tx, input.target);
    const { order } = found;
    if ('before' in found) {
      const [state] = await orderStates(tx, [order.id]);
      const by = found.before.by ? ` by ${found.before.by}` : '';
      return {
        message: `Already marked delivered on ${deliveredText(found.before.at)}${by}. Nothing changed.`,
        alreadyDelivered: true,
        delivered: 0,
        deliveredAt: found.before.at,
        order: state!,
        mailIds: [] as number[],
      };
    }
    const { items } = found;
    const check = handoverCheck(order.handoverCode, input, input.confirmation);
    await recordDelivered(tx, {
      orderId: order.id,
      itemIds: items.map((i) => i.id),
      at: now,
      by: caller.userId,
      check,
      note: input.reason,
    });
    const mailIds = await deliveredMail(tx, deps, order, items, now, 'itemId' in input.target);
    const [state] = await orderStates(tx, [order.id]);
    const who = firstNameOf(order.customerName);
    return {
      message:
        'itemId' in input.target
          ? `Marked delivered. ${who} gets an e-mail.`
          : `Order ${order.orderNumber} handed over: ${plural(items.length, 'item')} delivered. ${who} gets an e-mail.`,
      alreadyDelivered: false,
      delivered: items.length,
      deliveredAt: now,
      order: state!,
      mailIds,
    };
  });
  await sendSoon(deps, result.mailIds);
  const { mailIds: _sent, ...handover } = result;
  return handover;
}

/** One item's delivered mail, or the order's delivered mail listing every item handed over. */
function deliveredMail(
  tx: Db,
  deps: Deps,
  order: OrderRow,
  items: OrderItemRow[],
  at: Date,
  oneItem: boolean,
): Promise<number[]> {
  if (!oneItem) {
    return enqueueOrderStepMail(tx, deps.config, { step: 'delivered', order, items, at });
  }
  const [item] = items as [OrderItemRow];
  return enqueueItemDeliveredMail(
    tx,
    deps.config,
    {
      orderId: order.id,
      orderNumber: order.orderNumber,
      itemId: item.id,
      productName: item.productName,
      productStyle: item.productStyle,
      size: item.size,
      quantity: item.quantity,
      deliveredAt: at,
      customer: { name: order.customerName, email: order.customerEmail },
    },
    at,
  );
}
