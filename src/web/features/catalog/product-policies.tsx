import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronDown, RefreshCw, Truck } from 'lucide-react';
import { settings } from '#web/lib/settings/settings.ts';
import { paths } from '#web/lib/routing/paths.ts';

function Disclosure({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <details className="group border-b border-line">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 py-3 font-semibold [&::-webkit-details-marker]:hidden">
        {icon}
        <span className="flex-1">{title}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="pb-4 pl-8 text-sm leading-relaxed text-muted">{children}</div>
    </details>
  );
}

const more = 'font-semibold text-brand underline-offset-4 hover:underline';

/** Shipping and exchange policies, folded so the page stays short on phones. */
export function ProductPolicies() {
  return (
    <div className="border-t border-line">
      <Disclosure
        icon={<Truck aria-hidden="true" className="size-5 text-brand" />}
        title="Shipping policy"
      >
        <p>
          Delivered within 15 days of your order. Collect it free from {settings.pickupPoint}, or
          have it brought to your hostel or to an address outside {settings.instituteShortName}. We
          e-mail you when it ships or is ready to collect.{' '}
          <Link to={paths.shipping} className={more}>
            Shipping details
          </Link>
        </p>
      </Disclosure>
      <Disclosure
        icon={<RefreshCw aria-hidden="true" className="size-5 text-brand" />}
        title="Exchange policy"
      >
        <p>
          Exchange within 7 days of delivery for another size, as long as the piece is unworn,
          unwashed and still has its tags. Ask from the order in My Orders, under Help with this
          order.{' '}
          <Link to={paths.exchange} className={more}>
            Exchange details
          </Link>
        </p>
      </Disclosure>
    </div>
  );
}
