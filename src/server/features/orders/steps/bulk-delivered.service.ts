import type { MoveOrdersBody, MoveOrdersReply } from '#shared/contract/order-steps.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { handOver } from './handover.service.ts';
import { toOrderStepState } from './order-steps.mapper.ts';
import { orderStates } from './order-steps.queries.ts';
import { moveOrders, orderList, plural } from './order-steps.service.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;
type Refusal = NonNullable<MoveOrdersReply['refused']>[number];

/**
 * admin/orders/step: the bulk steps (moveOrders, all or nothing), and `delivered`, where each
 * order is handed over on its own (docs/product.md#order-steps).
 */
export function stepOrders(deps: Deps, caller: Caller, input: MoveOrdersBody) {
  const { step } = input;
  return step === 'delivered'
    ? deliverOrders(deps, caller, input)
    : moveOrders(deps, caller, { ...input, step });
}

/**
 * Bulk "Delivered": every chosen order goes through `handOver`, one transaction each, with the
 * one handover rule (a pickup or hostel order needs the student's code or a reason typed
 * instead). An order the rule refuses, or one that changed since the page showed it, is named
 * with why; the others are delivered and their students mailed. Orders already delivered are
 * left as they were.
 */
export async function deliverOrders(deps: Deps, caller: Caller, input: MoveOrdersBody) {
  let moved = 0;
  const delivered: number[] = [];
  const unchanged: number[] = [];
  const refused: Refusal[] = [];
  for (const seen of input.orders) {
    try {
      const done = await handOver(deps, caller, {
        target: { orderId: seen.order_id, version: seen.version },
        confirmation: 'code-or-reason',
        handoverCode: seen.handoverCode,
        reason: seen.reason,
      });
      moved += done.delivered;
      delivered.push(seen.order_id);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (error.code === 'STEP_NOT_FORWARD') unchanged.push(seen.order_id);
      else refused.push({ order_id: seen.order_id, code: error.code, message: error.message });
    }
  }
  const states = await orderStates(
    deps.db,
    input.orders.map((o) => o.order_id),
  );
  // Orders are named by the number their students read (docs/product.md#order-numbers).
  const named = (ids: readonly number[]) =>
    orderList(
      ids.map((id) => ({ orderNumber: states.find((s) => s.orderId === id)?.orderNumber ?? '' })),
    );
  if (delivered.length === 0 && refused.length === 0) {
    throw new DomainError(
      'STEP_NOT_FORWARD',
      `Everything in ${named(unchanged)} is already delivered. Nothing was changed.`,
      { current: states.map(toOrderStepState) },
    );
  }
  return {
    message: deliveredMessage(delivered, moved, unchanged, refused, named),
    moved,
    unchanged,
    refused,
    orders: states.map(toOrderStepState),
  };
}

function deliveredMessage(
  delivered: readonly number[],
  moved: number,
  unchanged: readonly number[],
  refused: readonly Refusal[],
  named: (ids: readonly number[]) => string,
) {
  const parts = [];
  if (delivered.length > 0) {
    parts.push(
      `${plural(delivered.length, 'order')} (${plural(moved, 'item')}) marked delivered. The students get an e-mail.`,
    );
  }
  if (refused.length > 0) {
    const why = refused.map((r) => `${named([r.order_id])}: ${r.message}`).join(' ');
    parts.push(`Not delivered: ${why}`);
  }
  if (unchanged.length > 0) {
    parts.push(`Already delivered, left as they were: ${named(unchanged)}.`);
  }
  return parts.join(' ');
}
