import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { AdminOrderItemRow } from './admin-order-item.tsx';
import { AdminOrderPayment } from './admin-order-payment.tsx';
import { CreditNoteLink, InvoiceLink } from '#web/features/admin/order-actions/invoice-link.tsx';
import { AdminExchangePanel } from '#web/features/admin/exchanges/admin-exchange-panel.tsx';
import { AdminOrderRemedies } from './admin-order-remedies.tsx';
import { CashReceived } from '#web/features/admin/order-actions/cash-received.tsx';
import { adminOrderQuery } from './get-admin-order.ts';
import {
  OrderDestination,
  STANDING_TONES,
} from '#web/features/admin/order-actions/order-parts.tsx';
import { standingOf } from '#web/features/admin/order-actions/admin-order.ts';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card border border-line bg-white p-4">
      <h2 className="mb-3 text-base font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** /allOrders/{id}: one order for the admin, with every item, its timeline and its money. */
export function AdminOrderScreen({ orderId }: { orderId: number }) {
  const { data, error, refetch } = useQuery(adminOrderQuery(orderId));
  if (error && !data) {
    const missing = error instanceof ApiError && error.httpStatus === 404;
    return (
      <div role="alert" className="rounded-card border border-line bg-white p-6 text-sm">
        {missing ? 'There is no such order.' : 'The order could not be loaded.'}{' '}
        {missing ? (
          <Link to={paths.allOrders} className="font-semibold text-brand underline">
            All orders
          </Link>
        ) : (
          <Button variant="ghost" onClick={() => void refetch()}>
            Try again
          </Button>
        )}
      </div>
    );
  }
  if (!data) return <Skeleton className="h-96 w-full" />;
  const { order, payment } = data;
  const standing = standingOf(order);
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={paths.allOrders}
        className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> All orders
      </Link>
      <Section title="Customer and delivery">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 text-sm">
            <p className="text-base font-bold break-words text-ink">{order.user.name}</p>
            <a href={`tel:${order.user.phoneNumber}`} className="text-brand underline">
              {order.user.phoneNumber}
            </a>
            <span className="break-all text-muted"> · {order.user.email}</span>
            <p className="mt-1 text-muted">
              Placed {formatOrderDate(order.date)} {istTime(order.date)}
            </p>
          </div>
          <Badge tone={STANDING_TONES[standing.status]}>{standing.label}</Badge>
        </div>
        {standing.detail && <p className="mt-2 text-sm text-ink">{standing.detail}</p>}
        <OrderDestination order={order} />
      </Section>
      <Section title="Items">
        <ul>
          {order.productsOrdered.map((item) => (
            <AdminOrderItemRow key={item.orderItem_id} order={order} item={item} />
          ))}
        </ul>
      </Section>
      <AdminExchangePanel orderId={order.order_id} />
      <AdminOrderRemedies orderId={orderId} />
      <Section title="Payment">
        <dl className="mb-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:max-w-xs">
          <dt className="text-muted">Subtotal</dt>
          <dd className="text-right">
            <Price amount={order.subTotal} />
          </dd>
          {order.couponCode && !!order.discount && (
            <>
              <dt className="text-muted">Coupon {order.couponCode}</dt>
              <dd className="text-right text-sale">
                −<Price amount={order.discount} />
              </dd>
            </>
          )}
          <dt className="text-muted">Delivery charges</dt>
          <dd className="text-right">
            <Price amount={order.deliveryCharges} />
          </dd>
          <dt className="font-semibold text-ink">Total</dt>
          <dd className="text-right font-bold">
            <Price amount={order.totalAmount} />
          </dd>
        </dl>
        {order.invoiceNumber && (
          <p className="mb-3 flex flex-wrap items-center gap-x-2 text-sm">
            <span className="text-muted">Tax invoice {order.invoiceNumber}</span>
            <InvoiceLink orderId={order.order_id} orderNumber={order.orderNumber} />
          </p>
        )}
        {data.creditNotes?.map((note) => (
          <p key={note.id} className="mb-3 flex flex-wrap items-center gap-x-2 text-sm">
            <span className="text-muted">
              Credit note {note.number} · <Price amount={note.amount} /> credited
            </span>
            <CreditNoteLink orderId={order.order_id} note={note} />
          </p>
        ))}
        {payment ? (
          <AdminOrderPayment payment={payment} />
        ) : (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-muted">Cash on Delivery</p>
            <CashReceived order={order} />
          </div>
        )}
      </Section>
    </div>
  );
}
