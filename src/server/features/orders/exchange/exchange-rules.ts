import { exchangeUntil } from '#shared/rules/exchanges.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import type { OrderItemRow, OrderRow } from '../../../db/schema/index.ts';

/**
 * Whether an item may be exchanged now, whatever the size asked (docs/product.md#size-exchange):
 * the order page shows the same answer the request gets, from this one place.
 */
export interface ExchangeContext {
  order: Pick<OrderRow, 'status'>;
  item: Pick<OrderItemRow, 'teeName' | 'deliveredAt' | 'productId'>;
  /** A request of the item is open or approved. */
  pending: boolean;
  /** The item was swapped once already: it is not exchanged again. */
  exchanged: boolean;
  now: Date;
  windowDays: number;
}

/** '' when the item may be exchanged; otherwise why not, as the student reads it. */
export function exchangeRefusal({
  order,
  item,
  pending,
  exchanged,
  now,
  windowDays,
}: ExchangeContext): string {
  if (item.teeName.trim() !== '') {
    return 'Items with a name printed on them cannot be exchanged.';
  }
  if (order.status === 'cancelled' || item.deliveredAt === null) {
    return 'You can ask for another size once this item is delivered.';
  }
  if (pending) return 'You already asked to exchange this item. We will answer by e-mail.';
  if (exchanged) return 'This item was exchanged once already.';
  const until = exchangeUntil(item.deliveredAt.getTime(), windowDays);
  if (now.getTime() > until) {
    return `Exchanges are possible for ${windowDays} days after delivery; for this item that ended on ${formatOrderDate(until)}.`;
  }
  if (item.productId === null) return 'This product is no longer sold, so it cannot be exchanged.';
  return '';
}
