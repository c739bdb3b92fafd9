import { Check } from 'lucide-react';
import { istTime } from '#shared/rules/admin.ts';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import {
  DELIVERED_RANK,
  STEP_LABELS,
  stepRank,
  stepsFor,
  type ItemStep,
} from '#shared/rules/order-steps.ts';
import { formatOrderDate, orderStatusLabel, type OrderStatus } from '#shared/rules/orders.ts';
import { cx } from '#web/components/ui/cx.ts';

interface Step {
  label: string;
  done: boolean;
  current: boolean;
  /** Epoch ms when it happened, when known. */
  at: number | null;
}

export interface OrderTimelineProps {
  placedAt: number;
  delivered: boolean;
  deliveredAt: number | null;
  /**
   * How the order goes, which names its third step (ready for pickup, or out for delivery).
   * Without it the timeline has two steps, Placed and Delivered.
   */
  deliveryMethod?: DeliveryMethod;
  /** The item's steps with their times, oldest first (an order item's `steps`). */
  steps?: readonly { step: ItemStep; at: number }[];
}

/**
 * An order's badge (My Orders and the order page): Delivered or Cancelled once it is, and while
 * it is under way the step of the item furthest behind ("Packed", "Ready for pickup"), so the
 * badge never says less than the items below it.
 */
export function orderBadge(order: {
  status: OrderStatus;
  productsOrdered: readonly { step?: ItemStep; isDelivered: boolean }[];
}): { label: string; tone: 'sale' | 'neutral' | 'brand' } {
  if (order.status === 'delivered') return { label: orderStatusLabel('delivered'), tone: 'sale' };
  if (order.status === 'cancelled')
    return { label: orderStatusLabel('cancelled'), tone: 'neutral' };
  const step = itemFurthestBehind(order.productsOrdered)?.step;
  return { label: step ? STEP_LABELS[step] : orderStatusLabel(order.status), tone: 'brand' };
}

/** The order's item furthest behind: the order's timeline follows what it still waits for. */
export function itemFurthestBehind<T extends { step?: ItemStep; isDelivered: boolean }>(
  items: readonly T[],
): T | undefined {
  const rank = (i: T) => stepRank(i.step ?? (i.isDelivered ? 'delivered' : 'placed'));
  return items.reduce<T | undefined>(
    (slow, i) => (!slow || rank(i) < rank(slow) ? i : slow),
    undefined,
  );
}

function timeline({
  placedAt,
  delivered,
  deliveredAt,
  deliveryMethod,
  steps = [],
}: OrderTimelineProps): Step[] {
  const reached = new Map(steps.map((s) => [s.step, s.at]));
  // A pre-order sent to print shows its Printing step (docs/product.md#drops).
  const names: readonly ItemStep[] = deliveryMethod
    ? stepsFor(deliveryMethod, reached.has('printing'))
    : ['placed', 'delivered'];
  reached.set('placed', placedAt);
  if (delivered && deliveredAt !== null) reached.set('delivered', deliveredAt);
  // A step skipped on the way (packed straight to delivered) is done, without a time.
  const furthest = Math.max(...[...reached.keys()].map(stepRank), delivered ? DELIVERED_RANK : 0);
  return names.map((name) => ({
    label: STEP_LABELS[name],
    done: stepRank(name) <= furthest,
    current: stepRank(name) === furthest,
    at: reached.get(name) ?? null,
  }));
}

/**
 * An ordered item's steps (docs/product.md#order-steps) with the date and time of each one
 * reached; a step not reached yet shows as pending. Placed on the student's order page and the
 * admin's order page.
 */
export function OrderTimeline(props: OrderTimelineProps) {
  const steps = timeline(props);
  return (
    <ol aria-label="Order progress" className="flex flex-col">
      {steps.map((step, i) => {
        const next = steps[i + 1];
        return (
          <li
            key={step.label}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex gap-3 pb-6 last:pb-0"
          >
            {next && (
              <span
                aria-hidden="true"
                className={cx(
                  'absolute top-9 bottom-1 left-4 w-0.5 -translate-x-1/2 rounded-full',
                  next.done ? 'bg-sale' : 'bg-line',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cx(
                'flex size-8 shrink-0 items-center justify-center rounded-full',
                step.done
                  ? 'bg-sale text-white'
                  : 'border-2 border-dashed border-muted/40 bg-white',
              )}
            >
              {step.done && <Check className="size-4" />}
            </span>
            <div className="pt-1 text-sm">
              <p className={cx('font-semibold', step.done ? 'text-ink' : 'text-muted')}>
                {step.label}
                <span className="sr-only">{step.done ? ' (done)' : ' (pending)'}</span>
              </p>
              {step.at !== null ? (
                <time dateTime={new Date(step.at).toISOString()} className="text-muted">
                  {formatOrderDate(step.at)}, {istTime(step.at)}
                </time>
              ) : (
                !step.done && <p className="text-muted">Pending</p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
