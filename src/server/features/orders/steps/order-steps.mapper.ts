import type { AdminStepEntry } from '#shared/contract/orders.ts';
import type { OrderStepState } from '#shared/contract/order-steps.ts';
import type { OrderStepRecord, StepRecord } from './order-steps.queries.ts';

/**
 * An item's steps on the wire, oldest first: placed (the order's date; by the student, so no
 * admin) then each recorded step with its time and admin.
 */
export function toStepEntries(placedAt: Date, steps: readonly StepRecord[]): AdminStepEntry[] {
  return [
    { step: 'placed', at: placedAt.getTime(), by: '' },
    ...steps.map((s) => ({ step: s.step, at: s.at.getTime(), by: s.by })),
  ];
}

export const toOrderStepState = (state: OrderStepRecord): OrderStepState => ({
  order_id: state.orderId,
  version: state.version,
  items: state.items.map((item) => ({
    orderItem_id: item.id,
    step: item.step,
    steps: toStepEntries(state.placedAt, item.steps),
  })),
});
