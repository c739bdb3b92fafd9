import type { ReactNode } from 'react';
import { formatReadyBy } from '#shared/rules/ready-by.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Thumbnail } from '#web/components/ui/thumbnail.tsx';
import type { Quote } from './get-quote.ts';

const free = <span className="font-semibold text-sale">FREE</span>;

function Amount({ value, strong }: { value: number; strong?: boolean }) {
  if (value === 0 && !strong) return free;
  return <Price amount={value} className={strong ? 'font-bold' : 'font-medium'} />;
}

/**
 * The order as the server priced it (payment/quote): each line, then Total MRP, Platform Fee,
 * Delivery Charges and Total Amount. Never computed here. `children` go below (the step's button).
 */
export function OrderSummary({ quote, children }: { quote: Quote; children?: ReactNode }) {
  const pieces = quote.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="order-summary-heading" className="font-semibold text-ink">
        Order summary ({pieces} {pieces === 1 ? 'item' : 'items'})
      </h2>
      <ul className="flex flex-col divide-y divide-line border-y border-line">
        {quote.lines.map((line) => (
          <li key={line.cartLineId} className="flex gap-3 py-3">
            <Thumbnail src={line.imageUrl} className="w-14" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium break-words text-ink">{line.name}</p>
              <p className="text-muted">{styleLabel(line.style)}</p>
              <p className="text-muted">
                Size {line.size} · Qty {line.quantity}
              </p>
              {line.preOrder && (
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
                  <Badge tone="brand">Pre-order</Badge>
                  <span className="min-w-0 break-words">
                    {line.preOrder.dropName} · Ready by {formatReadyBy(line.preOrder.readyBy)}
                    {!line.preOrder.cashAllowed && ' · paid online only'}
                  </span>
                </p>
              )}
              {(line.teeName || line.institutionName || line.teeNumber) && (
                <p className="text-muted break-words">
                  {[
                    line.teeName,
                    line.institutionName,
                    line.teeNumber && `Number ${line.teeNumber}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              )}
            </div>
            <Price amount={line.lineTotal} className="shrink-0 text-sm" />
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2 text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-3">
        <div>
          <dt className="text-muted">Total MRP</dt>
          <dd>
            <Amount value={quote.totalMrp} />
          </dd>
        </div>
        <div>
          <dt className="text-muted">Platform Fee</dt>
          <dd>
            <Amount value={quote.platformFee} />
          </dd>
        </div>
        {quote.coupon?.applied && quote.discount !== undefined && quote.discount > 0 && (
          <div>
            <dt className="text-muted">Coupon {quote.coupon.code}</dt>
            <dd className="font-medium text-sale">
              −<Price amount={quote.discount} className="text-sale" />
            </dd>
          </div>
        )}
        <div>
          <dt className="text-muted">Delivery Charges</dt>
          <dd>
            <Amount value={quote.deliveryCharges} />
          </dd>
        </div>
        <div className="mt-1 border-t border-line pt-3 text-base">
          <dt className="font-semibold text-ink">Total Amount</dt>
          <dd>
            <Amount value={quote.totalAmount} strong />
          </dd>
        </div>
      </dl>
      {quote.freeDeliveryGap !== undefined && quote.freeDeliveryGap > 0 && (
        <p className="rounded-lg bg-sale/10 px-3 py-2 text-sm text-ink">
          Add <Price amount={quote.freeDeliveryGap} className="font-semibold" /> more for free
          delivery
        </p>
      )}
      {children}
    </section>
  );
}
