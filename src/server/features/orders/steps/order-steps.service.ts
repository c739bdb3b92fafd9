import type { MoveOrdersBody } from '#shared/contract/order-steps.ts';
import { STEP_LABELS, stepFits, stepRank, type BulkStep } from '#shared/rules/order-steps.ts';
import { sendSoon } from '../../../adapters/mail/outbox.ts';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { enqueueOrderStepMail } from './order-steps.mails.ts';
import { toOrderStepState } from './order-steps.mapper.ts';
import {
  lockOrders,
  orderStates,
  orderVersions,
  ordersWithDropItemsAt,
  recordStep,
  stepHistory,
  type OrderStepRecord,
  type StepRecord,
} from './order-steps.queries.ts';

/**
 * The admin moves orders along their steps (docs/product.md#order-steps): placed → packed →
 * ready for pickup / out for delivery → delivered (handover.service.ts), and a drop's items to
 * printing when it is sent to print. Each change locks its orders, checks the version the admin
 * saw, never moves an item back, records who and when, and stores the student's mail in the same
 * transaction (ADR 016, ADR 021).
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;

/** Orders as messages name them: by their numbers (`7KQ4-M9X2, 5HT2-QQ8M`), never the row id. */
export const orderList = (orders: readonly { orderNumber: string }[]) =>
  orders.map((o) => o.orderNumber).join(', ');
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Refuses the change when an order moved on since the admin's page showed it. */
export async function refuseStale(
  tx: Db,
  seen: ReadonlyMap<number, number>,
  locked: { order: { id: number; orderNumber: string; version: number } }[],
): Promise<void> {
  const stale = locked.filter(({ order }) => seen.get(order.id) !== order.version);
  if (stale.length === 0) return;
  const current = await orderStates(
    tx,
    stale.map(({ order }) => order.id),
  );
  throw new DomainError(
    'ORDER_CHANGED',
    `${stale.length === 1 ? 'Order' : 'Orders'} ${orderList(stale.map(({ order }) => order))} changed since the page loaded (${describe(current)}). Nothing was changed: check the latest state and try again.`,
    { current: current.map(toOrderStepState) },
  );
}

/** "7KQ4-M9X2 now Packed by boss@…": where each order's furthest item is, for a refusal. */
export function describe(states: readonly OrderStepRecord[]): string {
  return states
    .map((s) => {
      const furthest = s.items.reduce<OrderStepRecord['items'][number] | undefined>(
        (best, i) => (!best || stepRank(i.step) > stepRank(best.step) ? i : best),
        undefined,
      );
      if (!furthest) return s.orderNumber;
      const last = furthest.steps.at(-1);
      const by = last?.by ? ` by ${last.by}` : '';
      return `${s.orderNumber} now ${STEP_LABELS[furthest.step]}${by}`;
    })
    .join('; ');
}

/** admin/orders/step: every item behind `step` in these orders moves to it, all or nothing. */
export async function moveOrders(
  deps: Deps,
  caller: Caller,
  input: MoveOrdersBody & { step: BulkStep },
) {
  const now = deps.clock();
  const seen = new Map(input.orders.map((o) => [o.order_id, o.version]));
  const ids = [...seen.keys()];
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockOrders(tx, ids);
    const missing = ids.filter((id) => !locked.some(({ order }) => order.id === id));
    if (missing.length > 0) {
      throw new DomainError(
        'ORDER_NOT_FOUND',
        `${missing.length === 1 ? 'A chosen order was' : `${missing.length} chosen orders were`} not found. Nothing was changed.`,
      );
    }
    await refuseStale(tx, seen, locked);
    const misfit = locked.filter(({ order }) => !stepFits(input.step, order.deliveryMethod));
    if (misfit.length > 0) {
      throw new DomainError(
        'STEP_NOT_FOR_METHOD',
        `${STEP_LABELS[input.step]} does not fit order ${orderList(misfit.map(({ order }) => order))}: ready for pickup is for pickup orders, out for delivery for hostel and home orders. Nothing was changed.`,
      );
    }
    let moved = 0;
    const unchanged: number[] = [];
    const unchangedNumbers: string[] = [];
    const mailIds: number[] = [];
    for (const { order, items } of locked) {
      // A cancelled item never moves (docs/product.md#cancelling-an-order).
      const behind =
        order.status === 'cancelled'
          ? []
          : items.filter((i) => i.step !== 'cancelled' && stepRank(i.step) < stepRank(input.step));
      if (behind.length === 0) {
        unchanged.push(order.id);
        unchangedNumbers.push(order.orderNumber);
        continue;
      }
      const itemIds = behind.map((i) => i.id);
      await recordStep(tx, {
        orderId: order.id,
        itemIds,
        step: input.step,
        at: now,
        by: caller.userId,
      });
      moved += behind.length;
      if (input.step !== 'packed') {
        mailIds.push(
          ...(await enqueueOrderStepMail(tx, deps.config, {
            step: input.step,
            order,
            items: behind,
            at: now,
          })),
        );
      }
    }
    const states = await orderStates(tx, ids);
    if (moved === 0) {
      throw new DomainError(
        'STEP_NOT_FORWARD',
        `${ids.length === 1 ? 'Order' : 'Every chosen order'} ${orderList(states)} is already at ${STEP_LABELS[input.step]} or further (${describe(states)}). A step never goes back; nothing was changed.`,
        { current: states.map(toOrderStepState) },
      );
    }
    return { moved, unchanged, unchangedNumbers, states, mailIds };
  });
  await sendSoon(deps, result.mailIds);
  return {
    message: movedMessage(input.step, ids.length - result.unchanged.length, result),
    moved: result.moved,
    unchanged: result.unchanged,
    orders: result.states.map(toOrderStepState),
  };
}

function movedMessage(
  step: BulkStep,
  orders: number,
  r: { moved: number; unchangedNumbers: string[] },
) {
  const done = `${plural(orders, 'order')} (${plural(r.moved, 'item')}) marked ${STEP_LABELS[step].toLowerCase()}.`;
  const mailed = step === 'packed' ? '' : ' The students get an e-mail.';
  const skipped =
    r.unchangedNumbers.length > 0
      ? ` Already there or further, left as they were: ${r.unchangedNumbers.join(', ')}.`
      : '';
  return done + mailed + skipped;
}

/**
 * A closed drop sent to print (the drops area asks, in its transaction): every item of the drop
 * still `placed` moves to `printing`, recorded with who and when, under its order's lock, so a
 * cancel and this never both happen to an item. Answers how many items moved.
 */
export async function startPrinting(
  tx: Db,
  change: { dropId: number; at: Date; by: number },
): Promise<number> {
  let moved = 0;
  for (const { order, items } of await lockOrders(
    tx,
    await ordersWithDropItemsAt(tx, change.dropId, 'placed'),
  )) {
    const itemIds = items
      .filter((i) => i.dropId === change.dropId && i.step === 'placed')
      .map((i) => i.id);
    await recordStep(tx, {
      orderId: order.id,
      itemIds,
      step: 'printing',
      at: change.at,
      by: change.by,
    });
    moved += itemIds.length;
  }
  return moved;
}

/** The recorded steps of these items, oldest first, by item id (the admin's order pages). */
export function itemSteps(db: Db, itemIds: readonly number[]): Promise<Map<number, StepRecord[]>> {
  return stepHistory(db, itemIds);
}

/** The version and delivery method of these orders: what a bulk step must send (the pick list). */
export function stepVersions(db: Db, orderIds: readonly number[]) {
  return orderVersions(db, orderIds);
}
