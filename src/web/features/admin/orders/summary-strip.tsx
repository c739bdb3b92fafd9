import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Price } from '#web/components/ui/price.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { summaryQuery } from './get-orders-summary.ts';

function Tile({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-card border border-line bg-white p-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="text-lg font-bold text-ink">{children}</dd>
    </div>
  );
}

/** Orders today, pieces to hand over by method, revenue this week, stock running out. */
export function SummaryStrip() {
  const { data } = useQuery(summaryQuery());
  if (!data) return <Skeleton className="mb-6 h-24 w-full" />;
  const toDeliver = data.itemsToDeliver;
  const alerts = [
    ...data.outOfStock.map((p) => ({ ...p, out: true })),
    ...data.lowStock.map((p) => ({ ...p, out: false })),
  ];
  return (
    <section aria-label="Summary" className="mb-6 flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Tile label="Orders today">{data.ordersToday}</Tile>
        <Tile label="To deliver">
          {toDeliver.pickup + toDeliver.hostel + toDeliver.delivery}
          <span className="block text-xs font-normal text-muted">
            Pickup {toDeliver.pickup} · Hostel {toDeliver.hostel} · Home {toDeliver.delivery}
          </span>
        </Tile>
        <Tile label="Revenue this week">
          <Price amount={data.revenueThisWeek} />
          <span className="block text-xs font-normal text-muted">Paid online + cash received</span>
        </Tile>
        <Tile label="Stock alerts">
          {data.outOfStock.length} out · {data.lowStock.length} low
        </Tile>
      </dl>
      {alerts.length > 0 && (
        <details className="rounded-card border border-line bg-white p-3 text-sm">
          <summary className="min-h-6 cursor-pointer font-semibold text-ink">
            Products low or out of stock
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {alerts.map((p) => (
              <li key={p.product_id}>
                <Link
                  to={paths.updateProduct(p.product_id)}
                  className="font-medium text-brand underline-offset-4 hover:underline"
                >
                  {p.name}
                </Link>{' '}
                <span className={p.out ? 'text-danger' : 'text-muted'}>
                  {p.out
                    ? 'out of stock'
                    : p.sizes.map((s) => `${s.size}: ${s.quantity}`).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
