import { lazy, Suspense, useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import type { Exchange, ExchangeOption } from '#shared/contract/exchanges.ts';
import { exchangeEvents } from '#shared/rules/exchanges.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { settings } from '#web/lib/settings/settings.ts';
import type { MyOrder, OrderItem } from './get-my-orders.ts';

// The dialog (its form library and checks) loads when it is opened, not with the order page.
const loadExchangeDialog = () => import('./exchange-dialog.tsx');
const ExchangeDialog = lazy(() =>
  loadExchangeDialog().then((m) => ({ default: m.ExchangeDialog })),
);

/** Who did each step, as the student reads it (the shop's admins stay unnamed). */
const WHO = { asked: 'by you', approved: 'by the shop', declined: 'by the shop', swapped: '' };

/** What the student does next for an approved request. */
function nextStep(order: MyOrder, exchange: Exchange): string {
  const code = order.handoverCode ? ` Show the handover code ${order.handoverCode}.` : '';
  const where =
    order.deliveryMethod === 'hostel'
      ? `We bring size ${exchange.toSize} to your hostel: hand over the size ${exchange.fromSize} piece then.`
      : `Bring the size ${exchange.fromSize} piece (unworn, tags on) to ${settings.pickupPoint} and take size ${exchange.toSize}.`;
  return where + code;
}

function RequestTimeline({ order, exchange }: { order: MyOrder; exchange: Exchange }) {
  return (
    <ol
      aria-label={`Exchange ${exchange.fromSize} to ${exchange.toSize}`}
      className="mt-2 flex flex-col gap-1.5"
    >
      {exchangeEvents(exchange).map((e) => (
        <li key={e.kind} className="flex gap-2 text-sm">
          <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-sale" />
          <span className="min-w-0">
            <span className="font-semibold text-ink">{e.label}</span>
            <span className="block text-xs text-muted">
              {[formatOrderDate(e.at), WHO[e.kind]].filter(Boolean).join(' · ')}
            </span>
            {e.kind === 'declined' && exchange.declineReason && (
              <span className="block text-xs break-words text-ink">
                Why: {exchange.declineReason}
              </span>
            )}
          </span>
        </li>
      ))}
      {exchange.state === 'approved' && (
        <li className="rounded-lg bg-brand-soft px-3 py-2 text-sm text-ink">
          {nextStep(order, exchange)}
        </li>
      )}
    </ol>
  );
}

function ItemExchange({
  order,
  item,
  option,
  requests,
}: {
  order: MyOrder;
  item: OrderItem;
  option: ExchangeOption | undefined;
  requests: Exchange[];
}) {
  const [open, setOpen] = useState(false);
  const swapped = requests.filter((r) => r.state === 'swapped').at(-1);
  const canAsk = option !== undefined && option.refusal === '';
  return (
    <li className="border-t border-line py-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium text-ink">
          {item.product.name}, size {item.size}
        </p>
        {swapped && (
          <Badge tone="sale">
            Exchanged {swapped.fromSize} → {swapped.toSize}
          </Badge>
        )}
      </div>
      {requests.map((r) => (
        <RequestTimeline key={r.exchange_id} order={order} exchange={r} />
      ))}
      {canAsk ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Button
            variant="outline"
            onClick={() => setOpen(true)}
            onPointerEnter={() => void loadExchangeDialog()}
            onFocus={() => void loadExchangeDialog()}
          >
            <ArrowLeftRight aria-hidden="true" className="size-4" />
            Exchange size
          </Button>
          {option.until !== null && (
            <span className="text-xs text-muted">Until {formatOrderDate(option.until)}</span>
          )}
          {open && (
            <Suspense fallback={null}>
              <ExchangeDialog item={item} sizes={option.sizes} open onOpenChange={setOpen} />
            </Suspense>
          )}
        </div>
      ) : (
        option?.refusal &&
        !requests.some((r) => r.state === 'open' || r.state === 'approved') && (
          <p className="mt-1 text-sm text-muted">{option.refusal}</p>
        )
      )}
    </li>
  );
}

/**
 * The order page's size exchanges (docs/product.md#size-exchange): per delivered item, Exchange
 * size while it may be, or why not; each request with what happened, when and by whom.
 */
export function ExchangePanel({ order }: { order: MyOrder }) {
  const exchange = order.exchange;
  if (!exchange) return null;
  const items = order.productsOrdered.filter(
    (i) => i.isDelivered || exchange.requests.some((r) => r.orderItem_id === i.orderItem_id),
  );
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="exchange-heading"
      className="rounded-card border border-line bg-white p-4 sm:p-5"
    >
      <h2 id="exchange-heading" className="mb-3 font-semibold text-ink">
        Size exchange
      </h2>
      <ul>
        {items.map((item) => (
          <ItemExchange
            key={item.orderItem_id}
            order={order}
            item={item}
            option={exchange.options.find((o) => o.orderItem_id === item.orderItem_id)}
            requests={exchange.requests.filter((r) => r.orderItem_id === item.orderItem_id)}
          />
        ))}
      </ul>
    </section>
  );
}
