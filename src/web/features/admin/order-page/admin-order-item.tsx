import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import {
  AdminCancelItem,
  cancelledPiecesText,
} from '#web/features/admin/order-actions/admin-cancel-item.tsx';
import { AdminOrderTimeline } from './admin-order-timeline.tsx';
import { DeliverDialog } from '#web/features/admin/order-actions/deliver-dialog.tsx';
import type { AdminOrder, AdminOrderItem } from '#web/features/admin/order-actions/admin-order.ts';
import { ItemWhat } from '#web/features/admin/order-actions/order-parts.tsx';

/** One item on the admin's order page: what it is, its timeline, and Mark as delivered. */
export function AdminOrderItemRow({ order, item }: { order: AdminOrder; item: AdminOrderItem }) {
  const [open, setOpen] = useState(false);
  // Pieces cut from this line, or the line these cancelled pieces were cut from.
  const cut = order.productsOrdered
    .filter((i) => i.cancelled?.fromItem === item.orderItem_id)
    .reduce((n, i) => n + i.quantity, 0);
  const pieces =
    cancelledPiecesText(item) ??
    (cut > 0 ? `${item.quantity} kept of ${item.quantity + cut}; ${cut} cancelled` : undefined);
  return (
    <li className="flex flex-col gap-3 border-t border-line py-3 first:border-t-0 first:pt-0 sm:flex-row sm:justify-between">
      <div className="flex flex-col gap-1">
        <ItemWhat item={item} withPrice />
        {pieces && <p className="text-sm font-semibold text-muted">{pieces}</p>}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:w-64">
        <AdminOrderTimeline order={order} item={item} />
        {!item.isDelivered && !item.cancelled && (
          <>
            <Button variant="outline" onClick={() => setOpen(true)}>
              Mark as delivered
            </Button>
            {open && <DeliverDialog order={order} item={item} open onOpenChange={setOpen} />}
            <AdminCancelItem order={order} item={item} />
          </>
        )}
      </div>
    </li>
  );
}
