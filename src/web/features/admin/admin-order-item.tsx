import { useState } from 'react';
import { styleLabel } from '#shared/rules/styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { AdminOrderTimeline } from './admin-order-timeline.tsx';
import { DeliverDialog } from './deliver-dialog.tsx';
import type { AdminOrder, AdminOrderItem } from './get-all-orders.ts';

/** One item on the admin's order page: what it is, its timeline, and Mark as delivered. */
export function AdminOrderItemRow({ order, item }: { order: AdminOrder; item: AdminOrderItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-3 border-t border-line py-3 first:border-t-0 first:pt-0 sm:flex-row sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-ink">{item.product.name}</p>
        <p className="text-sm text-muted">
          {styleLabel(item.product.style)} · Size {item.size} · Qty {item.quantity} ·{' '}
          <Price amount={item.price * item.quantity} />
        </p>
        {(item.teeName || item.institutionName) && (
          <p className="text-sm text-ink">
            Tee name: {item.teeName} · Institution: {item.institutionName}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:w-64">
        <AdminOrderTimeline order={order} item={item} />
        {!item.isDelivered && (
          <>
            <Button variant="outline" onClick={() => setOpen(true)}>
              Mark as delivered
            </Button>
            {open && <DeliverDialog order={order} item={item} open onOpenChange={setOpen} />}
          </>
        )}
      </div>
    </li>
  );
}
