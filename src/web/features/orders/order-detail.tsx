import { HydrateLater } from '#web/lib/hydrate-later.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import { deliveryStatusNote, formatOrderDate } from '#shared/rules/orders.ts';
import { formatReadyBy, readyByLabel } from '#shared/rules/ready-by.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { settings } from '#web/lib/settings/settings.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import type { MyOrder } from './get-my-orders.ts';
import { showsHandoverCode } from './order-card.tsx';
import { OrderItems } from './order-items.tsx';
import { TaxDocuments } from './invoice-button.tsx';
import { Destination, HandoverCode, OrderPayment } from './order-panels.tsx';
import { OrderTimeline, itemFurthestBehind, orderBadge } from './order-timeline.tsx';
import { OrderHelp } from './order-help-panel.tsx';
import {
  CANCELLED_NOTE,
  CancelOrderButton,
  CancelledMoney,
  ItemCancelParts,
} from './cancel-parts.tsx';
import { ExchangePanel } from './exchange-panel.tsx';
import { ItemRemedies } from './item-remedies.tsx';

const card = 'rounded-card border border-line bg-white p-4 sm:p-5';
const heading = 'mb-3 font-semibold text-ink';

/** A panel of the page; on a drawn page each hydrates in a task of its own (lib/hydrate-later.tsx). */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <HydrateLater>
      <section aria-labelledby={id} className={card}>
        <h2 id={id} className={heading}>
          {title}
        </h2>
        {children}
      </section>
    </HydrateLater>
  );
}

/** When the last item was handed over, once every item is. */
const deliveredAt = (order: MyOrder) =>
  order.status === 'delivered'
    ? Math.max(...order.productsOrdered.map((i) => i.deliveredDate ?? 0)) || null
    : null;

/**
 * /profile/my-orders/{orderNumber} (docs/product.md#order-page): every item with its own status,
 * by when it is ready, the handover code while one is due, the progress, where it goes and what
 * it cost and how it was paid; the tax invoice and its credit notes are under the payment; Help with this
 * order ends the page.
 */
export function OrderDetail({ order }: { order: MyOrder }) {
  useDocumentTitle(`Order ${order.orderNumber}`);
  const delivered = order.status === 'delivered';
  const behind = itemFurthestBehind(order.productsOrdered);
  const badge = orderBadge(order);
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
            Order <span className="font-mono tracking-wide">{order.orderNumber}</span>
          </h1>
          <p className="text-sm text-muted">Placed on {formatOrderDate(order.date)}</p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </header>

      {order.status === 'placed' && (
        <p className="flex items-center gap-2 rounded-card bg-brand-soft px-4 py-3 text-sm text-ink">
          <CalendarCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
          <span>
            {readyByLabel(order.deliveryMethod)}{' '}
            <strong className="font-semibold">{formatReadyBy(order.readyBy)}</strong>
          </span>
        </p>
      )}
      {showsHandoverCode(order) && <HandoverCode code={order.handoverCode} />}

      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <Panel id="items-heading" title={`Items (${order.productsOrdered.length})`}>
            <OrderItems
              items={order.productsOrdered}
              withStatus
              size="large"
              extra={(item) => <ItemCancelParts order={order} item={item} />}
            />
            <CancelOrderButton order={order} />
          </Panel>
          <Panel id="status-heading" title="Status">
            {order.status === 'cancelled' ? (
              <p className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">{CANCELLED_NOTE}</p>
            ) : (
              <>
                <OrderTimeline
                  placedAt={order.date}
                  delivered={delivered}
                  deliveredAt={deliveredAt(order)}
                  deliveryMethod={order.deliveryMethod}
                  steps={behind?.steps}
                />
                <p className="mt-4 rounded-lg bg-surface px-3 py-2 text-sm text-ink">
                  {deliveryStatusNote(order.deliveryMethod, delivered, behind?.step)}
                </p>
              </>
            )}
          </Panel>
          <HydrateLater>
            <ExchangePanel order={order} />
          </HydrateLater>
        </div>
        <div className="flex flex-col gap-4">
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
            <CancelledMoney order={order} />
            <TaxDocuments order={order} />
          </Panel>
        </div>
      </div>

      <HydrateLater>
        <ItemRemedies orderId={order.order_id} />
        <OrderHelp
          orderId={order.order_id}
          items={order.productsOrdered.map((item) => ({
            orderItem_id: item.orderItem_id,
            label: `${item.product.name}, size ${item.size}`,
          }))}
        />
      </HydrateLater>
    </article>
  );
}
