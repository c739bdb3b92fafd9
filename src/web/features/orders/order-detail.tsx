import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
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
import type { OrderOfItem } from './get-individual-order.ts';
import { Destination, HandoverCode, OrderPayment } from './order-panels.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { OrderHelp } from './order-help-panel.tsx';

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

/**
 * /profile/my-orders/{orderItem_id} (docs/product.md#order-detail): the item, the handover code
 * for pickup and hostel orders still to be collected, the timeline with its true dates, where it
 * goes, and what the order cost and how it was paid.
 */
export function OrderDetail({ reply }: { reply: OrderOfItem }) {
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
            {item.institutionName && (
              <>
                <dt className="text-muted">Institution</dt>
                <dd className="font-medium break-words">{item.institutionName}</dd>
              </>
            )}
            <dt className="text-muted">Price</dt>
            <dd>
              <Price amount={lineTotal(item)} />
            </dd>
          </dl>
        </div>
      </section>

      {handover && <HandoverCode code={order.handoverCode} />}

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
          <OrderPayment order={order} />
        </Panel>
      </div>

      <OrderHelp
        orderId={order.order_id}
        items={[
          { orderItem_id: item.orderItem_id, label: `${item.product.name}, size ${item.size}` },
        ]}
      />
    </article>
  );
}
