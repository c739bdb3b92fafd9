import { Link } from 'react-router';
import { Info } from 'lucide-react';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { paths } from '#web/lib/paths.ts';

export type PaymentMethod = 'cod' | 'online';

export interface PaymentMethodsProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Cash on delivery is offered only for pickup (the quote says). */
  cashOnDeliveryAllowed: boolean;
  /** Whether this cart could be picked up (then the note points back to the cart's choice). */
  pickupPossible: boolean;
}

/**
 * Cash on Delivery or Pay Online (docs/product.md#checkout). Online payment arrives with the
 * payment gateway; until then it says so, and PAY stays disabled.
 */
export function PaymentMethods({
  value,
  onChange,
  cashOnDeliveryAllowed,
  pickupPossible,
}: PaymentMethodsProps) {
  return (
    <section
      aria-labelledby="payment-method-heading"
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="payment-method-heading" className="font-semibold text-ink">
        Payment method
      </h2>
      <RadioGroup
        name="payment-method"
        legend="Payment method"
        hideLegend
        value={value}
        onChange={(v) => onChange(v as PaymentMethod)}
        options={[
          {
            value: 'cod',
            label: 'Cash on Delivery',
            description: cashOnDeliveryAllowed
              ? 'Pay in cash when you collect your order'
              : 'Only for pickup orders',
            disabled: !cashOnDeliveryAllowed,
            srHint: cashOnDeliveryAllowed ? undefined : 'unavailable',
          },
          {
            value: 'online',
            label: 'Pay Online',
            description: 'UPI, card or net banking',
          },
        ]}
      />
      {value === 'online' && (
        <p className="flex gap-2 rounded-lg bg-accent/10 px-3 py-2 text-sm text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
          <span>
            Online payment is not available yet.{' '}
            {pickupPossible && !cashOnDeliveryAllowed && (
              <>
                To pay cash on delivery, choose pickup in{' '}
                <Link to={paths.cart} className="font-semibold text-brand underline">
                  your cart
                </Link>
                .
              </>
            )}
          </span>
        </p>
      )}
    </section>
  );
}
