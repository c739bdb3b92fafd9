import type { PaymentMethod } from '#shared/rules/orders.ts';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';

export interface PaymentMethodsProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** Cash on Delivery is offered only for pickup (the quote says). */
  cashOnDeliveryAllowed: boolean;
  /** Why it is not, when a pre-order's drop is paid online only (the quote's words). */
  cashOnDeliveryNote?: string | undefined;
  /** False while the shop takes no online payments (PAYMENT_PROVIDER=none). */
  onlineAllowed?: boolean;
}

/**
 * Cash on Delivery (pickup only, and not for a pre-order of a drop paid online only) or Pay
 * Online with UPI, card or net banking (docs/product.md#checkout).
 */
export function PaymentMethods({
  value,
  onChange,
  cashOnDeliveryAllowed,
  cashOnDeliveryNote,
  onlineAllowed = true,
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
              : (cashOnDeliveryNote ?? 'Only for pickup orders'),
            disabled: !cashOnDeliveryAllowed,
            srHint: cashOnDeliveryAllowed ? undefined : 'unavailable',
          },
          {
            value: 'online',
            label: 'Pay Online',
            description: onlineAllowed
              ? 'UPI, card or net banking'
              : 'Online payment is off right now',
            disabled: !onlineAllowed,
            srHint: onlineAllowed ? undefined : 'unavailable',
          },
        ]}
      />
    </section>
  );
}
