import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { EXCHANGE_STATE_LABELS } from '#shared/rules/exchanges.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { adminExchangesQuery } from './admin-exchange-api.ts';

/**
 * The inbox's size exchanges still to act on (open: approve or decline; approved: swap), oldest
 * first, each leading to its order's page. Nothing to do: nothing shown.
 */
export function AdminExchangeWork() {
  const { data } = useQuery(adminExchangesQuery('pending'));
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-labelledby="exchange-work"
      className="mb-4 rounded-card border border-line bg-white p-4"
    >
      <h2 id="exchange-work" className="mb-2 font-bold text-ink">
        Size exchanges to handle ({data.length})
      </h2>
      <ul className="flex flex-col gap-1">
        {data.map((e) => (
          <li key={e.exchange_id}>
            <Link
              to={paths.adminOrder(e.order_id)}
              className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink hover:underline"
            >
              <Badge tone={e.state === 'open' ? 'accent' : 'brand'}>
                {EXCHANGE_STATE_LABELS[e.state]}
              </Badge>
              <span className="font-semibold">
                Order {e.orderNumber} · {e.customerName}
              </span>
              <span className="text-muted">
                {e.productName} {e.fromSize} → {e.toSize} · {formatOrderDate(e.askedDate)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
