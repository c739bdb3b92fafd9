import { istMoment } from '#shared/rules/drops.ts';
import type { OrderItem } from './get-my-orders.ts';

/**
 * Under a pre-ordered item (docs/product.md#drops): until when the student may cancel it, or,
 * once its drop has closed, why the order page offers no Cancel for it. The server says which
 * (`cancellable`, by the rule the cancel itself applies).
 */
export function PreOrderCancelNote({ item }: { item: OrderItem }) {
  if (item.cancelUntil === undefined || item.cancelled || item.step !== 'placed') return null;
  const when = istMoment(item.cancelUntil);
  return (
    <p className="mt-1 text-sm text-muted">
      {item.cancellable === false
        ? `Pre-orders can be cancelled until the drop closes; it closed on ${when}.`
        : `Pre-orders can be cancelled until the drop closes on ${when}.`}
    </p>
  );
}
