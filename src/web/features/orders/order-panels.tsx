import { Price } from '#web/components/ui/price.tsx';
import { settings } from '#web/lib/settings/settings.ts';
import type { MyOrder } from './get-my-orders.ts';

/** Where the order goes: the home address, the hostel, or the pickup point. */
export function Destination({ order }: { order: MyOrder }) {
  const a = order.deliveryAddresses;
  if (order.deliveryMethod === 'delivery') {
    const r = order.recipient;
    return (
      <address className="text-sm leading-relaxed break-words text-ink not-italic">
        {r && (
          <span className="block font-semibold">
            {[r.name, r.phoneNumber].filter(Boolean).join(' · ')}
          </span>
        )}
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
        To your hostel:{' '}
        <span className="font-medium text-ink">
          {order.hostelAddress}
          {order.hostelRoom && `, room ${order.hostelRoom}`}
        </span>
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

/** The 4-digit code a pickup or hostel order is handed over against, large enough to show. */
export function HandoverCode({ code }: { code: string }) {
  return (
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
      {/* break-all: at 200 % text the spaced digits are wider than a phone; they wrap rather
          than push the page sideways (WCAG 1.4.4). */}
      <p className="mt-1 pl-[0.3em] font-mono text-5xl font-bold tracking-[0.3em] break-all text-ink">
        {code}
      </p>
      <p className="mt-2 text-sm font-medium text-ink">
        Show this code when you collect your order
      </p>
    </section>
  );
}

/** What the whole order cost (its items and delivery, in rupees) and how it was paid. */
export function OrderPayment({ order }: { order: MyOrder }) {
  return (
    <>
      <dl className="flex flex-col gap-1.5 text-sm [&>div]:flex [&>div]:justify-between [&>div]:gap-3">
        <div>
          <dt className="text-muted">
            Items ({order.productsOrdered.reduce((n, item) => n + item.quantity, 0)})
          </dt>
          <dd>
            <Price amount={order.subTotal} className="font-medium" />
          </dd>
        </div>
        {order.couponCode && order.discount !== undefined && order.discount > 0 && (
          <div>
            <dt className="text-muted">Coupon {order.couponCode}</dt>
            <dd className="font-medium text-sale">
              −<Price amount={order.discount} className="text-sale" />
            </dd>
          </div>
        )}
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
      <PaidBy order={order} className="mt-3" />
    </>
  );
}

/** How the order was paid: cash, or online with the gateway's transaction id (long: it wraps). */
export function PaidBy({ order, className }: { order: MyOrder; className?: string }) {
  return (
    <p className={`text-sm text-muted ${className ?? ''}`}>
      {order.paymentMethod === 'cod' ? (
        'Cash on Delivery'
      ) : (
        <>
          Paid online
          {order.transactionId && (
            <>
              {' · '}
              <span className="break-all">Transaction ID {order.transactionId}</span>
            </>
          )}
        </>
      )}
    </p>
  );
}
