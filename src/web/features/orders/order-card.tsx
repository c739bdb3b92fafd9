import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { formatOrderDate, orderItemStatusLabel } from '#shared/rules/orders.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Thumbnail } from '#web/components/ui/thumbnail.tsx';
import { paths } from '#web/lib/paths.ts';
import type { Order, OrderItem } from './get-orders.ts';

/**
 * One ordered item on My Orders (docs/product.md#my-orders): status, date, picture, name, style,
 * size, quantity and the payment's transaction id (or the order number). The whole card opens
 * the item's order detail.
 */
export function OrderCard({ order, item }: { order: Order; item: OrderItem }) {
  const titleId = useId();
  const status = orderItemStatusLabel(item);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex gap-3 rounded-card border border-line bg-white p-3 transition-colors focus-within:border-brand hover:border-ink/30 sm:gap-4 sm:p-4"
    >
      <Thumbnail src={item.product.imageUrl[0]} className="w-20 sm:w-24" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          <Badge tone={item.isDelivered ? 'sale' : 'brand'}>{status}</Badge>
          <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>
        </p>
        <h2 id={titleId} className="font-semibold break-words text-ink">
          <Link
            to={paths.myOrder(item.orderItem_id)}
            className="after:absolute after:inset-0 after:rounded-card focus:outline-none"
          >
            {item.product.name}
          </Link>
        </h2>
        <p className="text-sm text-muted">{styleLabel(item.product.style)}</p>
        <p className="text-sm text-muted">
          Size {item.size} · Qty {item.quantity}
        </p>
        <p className="text-xs break-all text-muted">
          {order.transactionId
            ? `Transaction ID: ${order.transactionId}`
            : `Order #${order.order_id}`}
        </p>
      </div>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 self-center text-muted" />
    </article>
  );
}
