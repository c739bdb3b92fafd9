import { useState } from 'react';
import { Link } from 'react-router';
import { CheckCircle2 } from 'lucide-react';
import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { CashReceived } from '#web/features/admin/order-actions/cash-received.tsx';
import { DeliverDialog } from '#web/features/admin/order-actions/deliver-dialog.tsx';
import {
  orderLabel,
  standingOf,
  type AdminOrder,
  type AdminOrderItem,
} from '#web/features/admin/order-actions/admin-order.ts';
import {
  ItemWhat,
  OrderDestination,
  STANDING_TONES,
} from '#web/features/admin/order-actions/order-parts.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { InvoiceLink } from '#web/features/admin/order-actions/invoice-link.tsx';
import { AdminCancelledNote } from '#web/features/admin/order-actions/admin-cancel-item.tsx';
import { HandoverButton, ItemStepNote, SelectOrderBox } from './order-step-controls.tsx';

function ItemRow({ order, item }: { order: AdminOrder; item: AdminOrderItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <ItemWhat item={item} />
        {!item.isDelivered && !item.cancelled && <ItemStepNote item={item} />}
      </div>
      {item.cancelled ? (
        <AdminCancelledNote item={item} />
      ) : item.isDelivered && item.deliveredDate ? (
        <p className="flex items-center gap-1.5 text-sm font-semibold text-sale">
          <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
          <span>
            Delivered successfully
            <span className="block text-xs font-normal text-muted">
              {formatOrderDate(item.deliveredDate)} {istTime(item.deliveredDate)}
              {item.deliveredBy && ` by ${item.deliveredBy}`}
              {item.deliveryCheck === 'code' && ' · code checked'}
              {item.deliveryNote && ` · ${item.deliveryNote}`}
            </span>
          </span>
        </p>
      ) : (
        <>
          <Button variant="outline" onClick={() => setOpen(true)} className="shrink-0">
            Mark as delivered
          </Button>
          {open && <DeliverDialog order={order} item={item} open={open} onOpenChange={setOpen} />}
        </>
      )}
    </li>
  );
}

export interface OrderCardProps {
  order: AdminOrder;
  index: number;
  /** Whether the order is in the bulk steps' selection, and how to change that. */
  selected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
}

/** One order on /allOrders: who, what (each item with its delivery), when, paid how, where to. */
export function OrderCard({ order, index, selected, onSelectedChange }: OrderCardProps) {
  const standing = standingOf(order);
  return (
    <article
      aria-label={`${orderLabel(order)} from ${order.user.name}`}
      className="rounded-card border border-line bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        {onSelectedChange && (
          <SelectOrderBox order={order} checked={!!selected} onChange={onSelectedChange} />
        )}
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-semibold text-muted">
            <span>
              {index}. {orderLabel(order)} · {formatOrderDate(order.date)}
            </span>
            <Badge tone={STANDING_TONES[standing.status]}>{standing.label}</Badge>
          </p>
          <h2 className="text-base font-bold break-words text-ink">{order.user.name}</h2>
          <p className="text-sm">
            <a
              href={`tel:${order.user.phoneNumber}`}
              className="text-brand underline underline-offset-2"
            >
              {order.user.phoneNumber}
            </a>
            <span className="break-all text-muted"> · {order.user.email}</span>
          </p>
        </div>
        <div className="text-sm sm:text-right">
          <p>
            Subtotal <Price amount={order.subTotal} />
          </p>
          {order.couponCode && order.discount !== undefined && order.discount > 0 && (
            <p className="text-sale">
              Coupon {order.couponCode} −<Price amount={order.discount} className="text-sale" />
            </p>
          )}
          <p className="text-muted">{order.transactionId ?? 'Cash on Delivery'}</p>
          {order.invoiceNumber && (
            <InvoiceLink orderId={order.order_id} orderNumber={order.orderNumber} />
          )}
        </div>
      </header>
      {standing.detail && <p className="mt-2 text-sm text-ink">{standing.detail}</p>}
      <OrderDestination order={order} />
      <HandoverButton order={order} />
      <ul className="mt-2">
        {order.productsOrdered.map((item) => (
          <ItemRow key={item.orderItem_id} order={order} item={item} />
        ))}
      </ul>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3">
        <CashReceived order={order} />
        <Link
          to={paths.adminOrder(order.order_id)}
          className="ml-auto inline-flex min-h-11 items-center text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          Open order {order.orderNumber}
        </Link>
      </div>
    </article>
  );
}
