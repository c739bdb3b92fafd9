import { useState } from 'react';
import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { onlinePaymentOn } from '#web/lib/settings/settings.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { CheckoutColumns } from './checkout-columns.tsx';
import { CouponBox } from './coupon-box.tsx';
import { DeliveryCard } from './delivery-card.tsx';
import { useQuote } from './get-quote.ts';
import { OrderSummary } from './order-summary.tsx';
import type { PaymentChoice } from './payment-choice.ts';
import { PaymentMethods } from './payment-methods.tsx';
import type { PaymentMethod } from '#shared/rules/orders.ts';
import { EmptyQuote, QuoteError, QuoteSkeleton } from './quote-status.tsx';
import { usePayOnline } from './use-pay-online.ts';
import { usePlaceOrder } from './use-place-order.ts';

export interface PaymentPageProps {
  choice: PaymentChoice;
  /** The chosen address as a person reads it (home delivery). */
  destination?: ReactNode;
  /** Called once the order is placed (the route opens My Orders). */
  onPlaced: (orderId: number) => unknown;
  /** A coupon code entered or removed here ('' removes it): the route puts it in the URL. */
  onCouponChange?: (couponCode: string) => void;
}

/**
 * /payment (docs/product.md#checkout): where the order goes, Cash on Delivery (pickup only, and
 * not for a pre-order paid online only: the quote says why) or Pay Online, and the order summary.
 * Every figure is the server's quote for the chosen method.
 */
export function PaymentPage({ choice, destination, onPlaced, onCouponChange }: PaymentPageProps) {
  useDocumentTitle('Payment');
  const quote = useQuote(choice.deliveryMethod, choice.couponCode);
  const couponAnswer = quote.data?.coupon;
  const order = usePlaceOrder(choice, quote.data, onPlaced);
  const online = usePayOnline(choice, quote.data);
  const codAllowed = quote.data?.cashOnDeliveryAllowed ?? false;
  const onlineAllowed = onlinePaymentOn();
  const [picked, setPicked] = useState<PaymentMethod | null>(null);
  const method: PaymentMethod =
    (picked === 'online' && onlineAllowed) || !codAllowed ? 'online' : 'cod';

  const choose = (next: PaymentMethod) => {
    order.clearError();
    online.clearError();
    setPicked(next);
  };
  const error = method === 'cod' ? order.error : online.error;

  const aside = quote.isPending ? (
    <QuoteSkeleton />
  ) : quote.isError ? (
    <QuoteError error={quote.error} onRetry={() => void quote.refetch()} />
  ) : quote.data.lines.length === 0 ? (
    <EmptyQuote />
  ) : (
    <OrderSummary quote={quote.data}>
      {onCouponChange && (
        <CouponBox
          applied={couponAnswer?.applied ? couponAnswer.code : undefined}
          saving={quote.data.discount}
          refusal={
            couponAnswer && !couponAnswer.applied
              ? `${couponAnswer.code}: ${couponAnswer.message ?? ''}`
              : undefined
          }
          busy={quote.isFetching}
          onApply={onCouponChange}
          onRemove={() => onCouponChange('')}
        />
      )}
      {error && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
        >
          {error.message}
        </p>
      )}
      {method === 'cod' ? (
        <Button size="lg" block loading={order.busy} onClick={() => void order.place()}>
          PLACE ORDER
        </Button>
      ) : (
        <Button size="lg" block loading={online.busy} onClick={() => void online.pay()}>
          PAY <Price amount={quote.data.totalAmount} className="text-white" />
        </Button>
      )}
      <p className="flex items-start gap-2 text-xs text-muted">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-sale" />
        {method === 'cod' ? (
          <span>
            You pay <Price amount={quote.data.totalAmount} className="text-xs" /> in cash when you
            collect your order.
          </span>
        ) : (
          <span>
            You pay securely on the payment gateway&rsquo;s page with UPI, a card or net banking,
            then come back here.
          </span>
        )}
      </p>
    </OrderSummary>
  );

  return (
    <CheckoutColumns
      main={
        <>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payment</h1>
          <DeliveryCard choice={choice} destination={destination} />
          <PaymentMethods
            value={method}
            onChange={choose}
            cashOnDeliveryAllowed={codAllowed}
            cashOnDeliveryNote={quote.data?.cashOnDeliveryNote}
            onlineAllowed={onlineAllowed}
          />
        </>
      }
      aside={aside}
    />
  );
}
