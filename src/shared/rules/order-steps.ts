import type { DeliveryMethod } from './delivery.ts';

/**
 * The steps an ordered item goes through (docs/product.md#order-steps): placed → packed → ready
 * for pickup (pickup) or out for delivery (hostel and home) → delivered. A step never goes back.
 * `cancelled` is an end outside every method's steps (docs/product.md#cancelling-an-order): the
 * student cancels a placed item, the admin any item not delivered; nothing moves it after that.
 * `printing` comes between placed and packed for a drop's pre-orders only, when the admin sends
 * the closed drop to print (docs/product.md#drops, the print run).
 */
export const ITEM_STEPS = [
  'placed',
  'printing',
  'packed',
  'ready_for_pickup',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type ItemStep = (typeof ITEM_STEPS)[number];

/** The steps the admin moves orders to in bulk; delivered goes through the handover. */
export const BULK_STEPS = ['packed', 'ready_for_pickup', 'out_for_delivery'] as const;
export type BulkStep = (typeof BULK_STEPS)[number];

/** What a person reads for each step. */
export const STEP_LABELS: Record<ItemStep, string> = {
  placed: 'Order Placed',
  printing: 'Printing',
  packed: 'Packed',
  ready_for_pickup: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The steps of an item sent this way, in order; a pre-order sent to print has `printing` too. */
export function stepsFor(method: DeliveryMethod, printed = false): readonly ItemStep[] {
  const steps: ItemStep[] =
    method === 'pickup'
      ? ['placed', 'packed', 'ready_for_pickup', 'delivered']
      : ['placed', 'packed', 'out_for_delivery', 'delivered'];
  return printed ? [steps[0]!, 'printing', ...steps.slice(1)] : steps;
}

/** The rank of `delivered`, the last step an item goes through. */
export const DELIVERED_RANK = 4;

/**
 * How far along a step is: ready for pickup and out for delivery are the same distance. A
 * cancelled item is past every step, so no step ever moves it and it is never the one behind.
 */
export function stepRank(step: ItemStep): number {
  if (step === 'cancelled') return DELIVERED_RANK + 1;
  if (step === 'placed') return 0;
  if (step === 'printing') return 1;
  if (step === 'packed') return 2;
  return step === 'delivered' ? DELIVERED_RANK : 3;
}

/** Whether an item sent this way ever reaches this step. */
export const stepFits = (step: ItemStep, method: DeliveryMethod) => stepsFor(method).includes(step);
