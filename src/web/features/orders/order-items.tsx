import type { ReactNode } from 'react';
import { lineTotal, orderItemStatusLabel } from '#shared/rules/orders.ts';
import { formatReadyBy } from '#shared/rules/ready-by.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Thumbnail } from '#web/components/ui/thumbnail.tsx';
import type { OrderItem } from './get-my-orders.ts';

/** Size, quantity and the names printed on a club tee, as one short line. */
function itemFacts(item: OrderItem): string {
  const names = [item.teeName, item.institutionName].filter(Boolean).join(' · ');
  return [
    `Size ${item.size}`,
    `Qty ${item.quantity}`,
    names && `Name on tee: ${names}`,
    item.teeNumber && `Number ${item.teeNumber}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Every item of an order (docs/product.md#my-orders): picture, name, style, size, quantity, names
 * on club tees, a pre-order's drop and ready day, the line's price and, on the order page, each
 * item's own status.
 */
export function OrderItems({
  items,
  withStatus = false,
  size = 'small',
  extra,
}: {
  items: readonly OrderItem[];
  withStatus?: boolean;
  size?: 'small' | 'large';
  /** More about one item under its facts (the order page's cancel parts). */
  extra?: (item: OrderItem) => ReactNode;
}) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {items.map((item) => (
        <li key={item.orderItem_id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
          <Thumbnail
            src={item.product.imageUrl[0]}
            className={`${size === 'large' ? 'w-20 sm:w-24' : 'w-14 sm:w-16'} ${item.cancelled ? 'opacity-50 grayscale' : ''}`}
          />
          <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
            <p className="font-semibold break-words text-ink">{item.product.name}</p>
            <p className="text-muted">{styleLabel(item.product.style)}</p>
            <p className="break-words text-muted">{itemFacts(item)}</p>
            {item.preOrder && !item.cancelled && (
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
                <Badge tone="brand">Pre-order</Badge>
                <span className="min-w-0 break-words">
                  {item.preOrder.dropName} · Ready by {formatReadyBy(item.preOrder.readyBy)}
                </span>
              </p>
            )}
            {(withStatus || item.cancelled) && (
              <p className="mt-1">
                <Badge tone={item.isDelivered ? 'sale' : item.cancelled ? 'neutral' : 'brand'}>
                  {orderItemStatusLabel(item)}
                </Badge>
              </p>
            )}
            {extra?.(item)}
          </div>
          <Price
            amount={lineTotal(item)}
            className={`shrink-0 text-sm font-medium ${item.cancelled ? 'text-muted line-through' : ''}`}
          />
        </li>
      ))}
    </ul>
  );
}
