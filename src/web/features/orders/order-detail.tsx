import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { IndividualOrderReply } from '#shared/contract/orders.ts';
import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import {
  deliveryStatusNote,
  formatOrderDate,
  lineTotal,
  orderItemStatusLabel,
} from '#shared/rules/orders.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Thumbnail } from '#web/components/ui/thumbnail.tsx';
import { paths } from '#web/lib/paths.ts';
import { settings } from '#web/lib/settings.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { OrderTimeline } from './order-timeline.tsx';

const card = 'rounded-card border border-line bg-white p-4 sm:p-5';
const heading = 'mb-3 font-semibold text-ink';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the order goes: the home address, the hostel, or the pickup point. */
function Destination({ order }: { order: IndividualOrderReply['order'] }) {
  const a = order.deliveryAddresses;
  if (order.deliveryMethod === 'delivery') {
    return (
      <address className="text-sm leading-relaxed break-words text-ink not-italic">
        <span className="block">{a.address1}</span>
        {a.address2 && <span className="block">{a.address2}</span>}
        <span className="block">
          {a.city}, {a.state} – {a.pinCode}
        </span>
      </address>
    );
  }
  if (order.deliveryMethod === 'hostel') {
    return (
      <p className="text-sm break-words text-muted">
        To your hostel: <span className="font-medium text-ink">{order.hostelAddress}</span>
      </p>
    );
  }
  return (
    <p className="text-sm text-muted">
      Collect it from the pickup point at{' '}
      <span className="font-medium text-ink">{settings.pickupPoint}</span>.
    </p>
  );
}

/**
 * /profile/my-orders/{orderItem_id} (docs/product.md#order-detail): the item, the handover code
 * for pickup and hostel orders still to be collected, the timeline with its true dates, where it
 * goes, and what the order cost and how it was paid.
 */
export function OrderDetail({ reply }: { reply: IndividualOrderReply }) {
  const { order, orderItem: item } = reply;
  useDocumentTitle(`Order #${order.order_id}`);
  const handover = order.deliveryMethod !== 'delivery' && !item.isDelivered && order.handoverCode;
  return (
    <article aria-labelledby="order-heading" className="flex flex-col gap-4">
      <Link
        to={paths.myOrders}
        className="-my-2 inline-flex min-h-11 items-center gap-1.5 self-start text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        My Orders
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 id="order-heading" className="text-2xl font-bold tracking-tight text-ink">
            Order #{order.order_id}
          </h1>
          <p className="text-sm text-muted">Placed on {formatOrderDate(order.date)}</p>
        </div>
        <Badge tone={item.isDelivered ? 'sale' : 'brand'}>{orderItemStatusLabel(item)}</Badge>
      </header>

      <section aria-labelledby="item-heading" className={`${card} flex gap-4`}>
        <Thumbnail src={item.product.imageUrl[0]} className="w-24 sm:w-28" />
        <div className="min-w-0 flex-1">
          <h2 id="item-heading" className="text-lg font-semibold break-words text-ink">
            {item.product.name}
          </h2>
          <p className="text-sm text-muted">{styleLabel(item.product.style)}</p>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted">Size</dt>
            <dd className="font-medium">{item.size}</dd>
            <dt className="text-muted">Quantity</dt>
            <dd className="font-medium">{item.quantity}</dd>
            {item.teeName && (
              <>
                <dt className="text-muted">Tee name</dt>
                <dd className="font-medium break-words">{item.teeName}</dd>
              </>
            )}
            {item.instiName && (
              <>
                <dt className="text-muted">Institution</dt>
                <dd className="font-medium break-words">{item.instiName}</dd>
              </>
            )}
            <dt className="text-muted">Price</dt>
            <dd>
              <Price amount={lineTotal(item)} />
            </dd>
          </dl>
        </div>
      </section>

      {handover && (
        <section
          aria-labelledby="handover-heading"
          className="rounded-card border-2 border-brand bg-brand-soft px-4 py-5 text-center"
        >
          <h2
            id="handover-heading"
            className="text-xs font-semibold tracking-wider text-brand-dark uppercase"
          >
            Handover code
          </h2>
          <p className="mt-1 pl-[0.3em] font-mono text-5xl font-bold tracking-[0.3em] text-ink">
            {order.handoverCode}
          </p>
          <p className="mt-2 text-sm font-medium text-ink">
            Show this code when you collect your order
          </p>
        </section>
      )}

      <Panel id="status-heading" title="Status">
        <OrderTimeline
          placedAt={order.date}
          delivered={item.isDelivered}
          deliveredAt={item.deliveredDate}
        />
        <p className="mt-4 rounded-lg bg-surface px-3 py-2 text-sm text-ink">
          {deliveryStatusNote(order.deliveryMethod, item.isDelivered)}
        </p>
      </Panel>

      <div className="grid gap-4 md:grid-cols-2">
        <Panel id="delivery-heading" title="Delivery">
          <p className="mb-1 text-sm font-medium text-ink">
            {deliveryMethodLabel(
              order.deliveryMethod,
              settings.pickupPoint,
              settings.instituteShortName,
            )}
          </p>
          <Destination order={order} />
        </Panel>
        <Panel id="payment-heading" title="Payment">
          <dl className="flex flex-col gap-1.5 text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-3">
            <div>
              <dt className="text-muted">All items in order #{order.order_id}</dt>
              <dd>
                <Price amount={order.subTotal} className="font-medium" />
              </dd>
            </div>
            <div>
              <dt className="text-muted">Delivery Charges</dt>
              <dd>
                {order.deliveryCharges === 0 ? (
                  <span className="font-semibold text-sale">FREE</span>
                ) : (
                  <Price amount={order.deliveryCharges} className="font-medium" />
                )}
              </dd>
            </div>
            <div className="mt-1 border-t border-line pt-2 text-base">
              <dt className="font-semibold text-ink">Order total</dt>
              <dd>
                <Price amount={order.totalAmount} className="font-bold" />
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-sm break-all text-muted">
            {order.paymentMethod === 'cod'
              ? 'Cash on delivery'
              : `Paid online · ${order.transactionId ?? ''}`}
          </p>
        </Panel>
      </div>
    </article>
  );
}
