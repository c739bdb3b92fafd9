import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Home, MapPin, Store } from 'lucide-react';
import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import { settings } from '#web/lib/settings/settings.ts';
import type { PaymentChoice } from './payment-choice.ts';
import { changeDestinationPath } from './payment-choice.ts';

const icons = { pickup: Store, hostel: Home, delivery: MapPin };

/**
 * Where the order goes (docs/product.md#delivery-and-charges), with a way back to the step that
 * chose it: the pickup point, the hostel, or the chosen address (`destination`).
 */
export function DeliveryCard({
  choice,
  destination,
}: {
  choice: PaymentChoice;
  destination?: ReactNode;
}) {
  const method = choice.deliveryMethod;
  const Icon = icons[method];
  return (
    <section
      aria-labelledby="delivery-heading"
      className="rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="delivery-heading" className="font-semibold text-ink">
          Delivery
        </h2>
        <Link
          to={changeDestinationPath(choice)}
          className="-my-2 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand hover:underline"
        >
          Change<span className="sr-only"> delivery</span>
        </Link>
      </div>
      <div className="mt-3 flex gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 text-sm">
          <p className="font-medium text-ink">
            {deliveryMethodLabel(method, settings.pickupPoint, settings.instituteShortName)}
          </p>
          {method === 'pickup' && (
            <p className="text-muted">
              Collect your order at {settings.pickupPoint}. We let you know when it is ready.
            </p>
          )}
          {method === 'hostel' && (
            <p className="break-words text-muted">
              Hostel: <span className="font-medium text-ink">{choice.hostel}</span>
            </p>
          )}
          {method === 'delivery' && destination}
        </div>
      </div>
    </section>
  );
}
