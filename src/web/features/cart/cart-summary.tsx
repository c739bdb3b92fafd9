import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { PaymentOrderBody } from '#shared/contract/payment.ts';
import { MSG } from '#shared/contract/messages.ts';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import {
  cartTotalsPaise,
  deliveryCharge,
  deliveryMethodLabel,
  DELIVERY_METHODS,
  payableDeliveryMethods,
} from '#shared/rules/delivery.ts';
import { formatRupees, paiseToRupees, rupeesToPaise } from '#shared/rules/money.ts';
import { CalendarCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { onlinePaymentOn, settings } from '#web/lib/settings/settings.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { formatReadyBy, readyByFor, readyByLabel } from '#shared/rules/ready-by.ts';

import type { CartLine } from './get-products-in-cart.ts';

const HostelDialog = lazy(() =>
  import('./hostel-dialog.tsx').then((m) => ({ default: m.HostelDialog })),
);

/** What the customer picked here: the part of payment/order's body the cart decides. */
export type DeliveryChoice = Pick<PaymentOrderBody, 'deliveryMethod' | 'hostel'>;

/** A coupon code the server priced for this cart, and its saving in paise. */
export interface CartCoupon {
  code: string;
  discountPaise: number;
}

export interface CartSummaryProps {
  lines: readonly CartLine[];
  onCheckout: (choice: DeliveryChoice) => void;
  coupon?: CartCoupon | undefined;
  /** The coupon code field (the route brings it: the server prices codes). */
  couponBox?: ReactNode;
}

/**
 * The day the order will be ready by if placed now, as the thank-you page will say (the shared
 * `orderReadyBy`, which this page does not import: the product page shares its chunk): a
 * pre-order's by its drop's day, the order by its last line's (docs/product.md#drops).
 */
function cartReadyBy(method: DeliveryMethod, lines: readonly CartLine[]): string {
  const days = lines.flatMap((l) => (l.preOrder ? [l.preOrder.readyBy] : []));
  if (days.length < lines.length || days.length === 0) {
    days.push(readyByFor(method, Date.now(), settings.readyByWorkingDays));
  }
  return days.sort().at(-1)!;
}

const free = <span className="font-semibold text-sale">FREE</span>;

/**
 * The cart's delivery choice and price details (docs/product.md#cart and #delivery-and-charges),
 * priced by the same shared rule the server charges with; every method takes every tee, club tees
 * too. The ready-by day is the order's: a pre-order's drop day where it is later
 * (docs/product.md#drops). With online payment off (PAYMENT_PROVIDER=none) only pickup, paid in
 * cash, is offered, and the page says why. Pickup goes on to payment, home delivery to the
 * address step, hostel asks for the hostel first.
 */
export function CartSummary({ lines, onCheckout, coupon, couponBox }: CartSummaryProps) {
  const [chosen, setChosen] = useState<DeliveryMethod>('pickup');
  const [askHostel, setAskHostel] = useState(false);
  const [hostel, setHostel] = useState('');
  const priced = lines.map((l) => ({
    cashAllowed: l.preOrder?.cashAllowed,
    unitPricePaise: rupeesToPaise(l.price),
    quantity: l.quantity,
  }));
  const online = onlinePaymentOn();
  const payable = payableDeliveryMethods(priced, online);
  const method = payable.includes(chosen) ? chosen : (payable[0] ?? 'delivery');
  // Priced in paise like the server's charge; rupees only where `Price` shows them (ADR 003).
  const totals = cartTotalsPaise(priced, method, {
    charges: settings.deliveryCharges,
    freeDeliveryOver: settings.freeDeliveryOver,
    discount: coupon?.discountPaise,
  });
  const pieces = lines.reduce((n, l) => n + l.quantity, 0);
  // Nothing this cart can use can be paid: an online-only pre-order while online payment is off.
  const blocked = payable.length === 0;

  const options = DELIVERY_METHODS.map((m) => {
    const charge = deliveryCharge(m, priced, settings.deliveryCharges);
    // Shown, but not offered: it needs an online payment the shop does not take now.
    const unpaid = !payable.includes(m);
    return {
      value: m,
      label: deliveryMethodLabel(m, settings.pickupPoint, settings.instituteShortName),
      description: unpaid
        ? 'Needs online payment, which is off'
        : charge === 0
          ? 'Free'
          : formatRupees(charge),
      ...(unpaid ? { disabled: true, srHint: 'unavailable' } : {}),
    };
  });

  const choose = (value: string) => {
    const next = value as DeliveryMethod;
    if (!payable.includes(next)) notify.error(MSG.onlinePaymentOff);
    else setChosen(next);
  };

  const proceed = () => {
    if (blocked) return;
    if (method === 'hostel') setAskHostel(true);
    else onCheckout({ deliveryMethod: method, hostel: '' });
  };

  return (
    <section
      aria-labelledby="cart-summary-heading"
      className="flex flex-col gap-5 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <RadioGroup
        name="delivery-method"
        legend="Delivery method"
        options={options}
        value={method}
        onChange={choose}
      />
      {!blocked && (
        <p className="flex items-center gap-2 text-sm text-ink">
          <CalendarCheck aria-hidden="true" className="size-4 shrink-0 text-brand" />
          {readyByLabel(method)} {formatReadyBy(cartReadyBy(method, lines))}
        </p>
      )}
      {!online && (
        <p role="note" className="rounded-lg bg-accent/10 px-3 py-2 text-sm text-ink">
          {blocked
            ? 'Online payment is off right now, and a pre-order in your cart is paid online only, so this cart can be checked out once online payment is back.'
            : `Online payment is off right now, so only pickup from ${settings.pickupPoint} with Cash on Delivery is available.`}
        </p>
      )}
      <div>
        <h2 id="cart-summary-heading" className="mb-3 font-semibold text-ink">
          Price details ({pieces} {pieces === 1 ? 'item' : 'items'})
        </h2>
        <dl className="flex flex-col gap-2 text-sm [&>div]:flex [&>div]:justify-between">
          <div>
            <dt className="text-muted">Total MRP</dt>
            <dd>
              <Price amount={paiseToRupees(totals.totalMrp)} className="font-medium" />
            </dd>
          </div>
          <div>
            <dt className="text-muted">Platform Fee</dt>
            <dd>{free}</dd>
          </div>
          {coupon && totals.discount > 0 && (
            <div>
              <dt className="text-muted">Coupon {coupon.code}</dt>
              <dd className="font-medium text-sale">
                −<Price amount={paiseToRupees(totals.discount)} className="text-sale" />
              </dd>
            </div>
          )}
          <div>
            <dt className="text-muted">Delivery Charges</dt>
            <dd>
              {totals.deliveryCharges === 0 ? (
                free
              ) : (
                <Price amount={paiseToRupees(totals.deliveryCharges)} className="font-medium" />
              )}
            </dd>
          </div>
          <div className="mt-1 border-t border-line pt-3 text-base">
            <dt className="font-semibold">Total Amount</dt>
            <dd>
              <Price amount={paiseToRupees(totals.totalAmount)} className="font-bold" />
            </dd>
          </div>
        </dl>
        {totals.freeDeliveryGap !== null && totals.freeDeliveryGap > 0 && (
          <p className="mt-3 rounded-lg bg-sale/10 px-3 py-2 text-sm text-ink">
            Add <Price amount={paiseToRupees(totals.freeDeliveryGap)} className="font-semibold" />{' '}
            more for free delivery
          </p>
        )}
      </div>
      {couponBox}
      <Button size="lg" block onClick={proceed} disabled={blocked}>
        {method === 'pickup' ? 'PROCEED TO PAYMENT' : 'CONTINUE'}
      </Button>
      {askHostel && (
        <Suspense fallback={null}>
          <HostelDialog
            onOpenChange={setAskHostel}
            hostels={settings.hostels}
            defaultValue={hostel}
            onSubmit={(name, room) => {
              setHostel(name);
              onCheckout({
                deliveryMethod: 'hostel',
                hostel: name,
                ...(room ? { hostelRoom: room } : {}),
              });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
