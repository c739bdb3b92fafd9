import { HydrateLater } from '#web/lib/hydrate-later.tsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { formatReadyBy, readyByLabel } from '#shared/rules/ready-by.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import type { MyOrder } from './get-my-orders.ts';
import { OrderItems } from './order-items.tsx';
import { PaidBy } from './order-panels.tsx';
import { orderBadge } from './order-timeline.tsx';

/** Pickup and hostel orders are handed over against a code until they are delivered. */
export const showsHandoverCode = (order: MyOrder) =>
  order.deliveryMethod !== 'delivery' && order.status === 'placed' && !!order.handoverCode;

/**
 * One order on My Orders (docs/product.md#my-orders): its number, date and status, every item,
 * the total, how it was paid, the handover code while one is due and by when it is ready. The
 * number opens the order page; so does the whole card.
 */
export function OrderCard({ order }: { order: MyOrder }) {
  // On a drawn page each card hydrates in a task of its own (lib/hydrate-later.tsx).
  return (
    <HydrateLater>
      <Card order={order} />
    </HydrateLater>
  );
}

function Card({ order }: { order: MyOrder }) {
  const titleId = useId();
  const badge = orderBadge(order);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-3 rounded-card border border-line bg-white p-4 transition-colors focus-within:border-brand hover:border-ink/30 sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-ink">
            <Link
              to={paths.myOrder(order.orderNumber)}
              className="after:absolute after:inset-0 after:rounded-card focus:outline-none"
            >
              Order <span className="font-mono tracking-wide">{order.orderNumber}</span>
            </Link>
          </h2>
          <p className="text-xs text-muted">
            Placed on{' '}
            <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </header>

      <OrderItems items={order.productsOrdered} />

      <footer className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
        <p className="flex items-center justify-between gap-3">
          <span className="font-semibold text-ink">Total</span>
          <Price amount={order.totalAmount} className="font-bold" />
        </p>
        <PaidBy order={order} />
        {order.status === 'placed' && (
          <p className="text-ink">
            {readyByLabel(order.deliveryMethod)}{' '}
            <span className="font-semibold">{formatReadyBy(order.readyBy)}</span>
          </p>
        )}
        {showsHandoverCode(order) && (
          <p className="text-ink">
            Handover code{' '}
            <span className="font-mono text-base font-bold tracking-widest">
              {order.handoverCode}
            </span>
          </p>
        )}
        <p
          className="mt-1 flex items-center gap-1 self-end font-semibold text-brand"
          aria-hidden="true"
        >
          View order <ChevronRight className="size-4" />
        </p>
      </footer>
    </article>
  );
}
