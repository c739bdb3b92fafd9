import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { CHART_REFRESH_MS, useOrdersOverTime } from './get-orders-over-time.ts';
import { productChart } from './orders-chart-data.ts';

// The chart library is loaded only here, on a live drop's print run (docs/product.md#drops).
const OrdersLineChart = lazy(() =>
  import('./orders-line-chart.tsx').then((m) => ({ default: m.OrdersLineChart })),
);

/**
 * Orders over time on a live drop's print run (docs/product.md#drops): per size of one product
 * (a choice when the drop has several), the running totals as a chart and what is ordered now.
 * It fetches again every 30 s while the tab is in view.
 */
export function OrdersChartPanel({ dropId }: { dropId: number }) {
  const headingId = useId();
  const { data, error } = useOrdersOverTime(dropId, true);
  const [productId, setProductId] = useState<number>();
  const chart = useMemo(() => (data ? productChart(data, productId) : null), [data, productId]);
  if (error) {
    return (
      <p role="alert" className="text-danger print:hidden">
        The chart could not be loaded: {error.message}
      </p>
    );
  }
  if (!data) return <Skeleton className="h-72 w-full print:hidden" />;
  if (!chart) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 print:hidden"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id={headingId} className="font-bold text-ink">
          Orders over time{data.products.length > 1 ? '' : `: ${chart.name}`}
        </h3>
        {data.products.length > 1 && (
          <Select
            label="Product"
            wrapperClassName="w-full sm:w-64"
            options={data.products.map((p) => ({ value: String(p.productId), label: p.name }))}
            value={String(chart.productId)}
            onChange={(e) => setProductId(Number(e.target.value))}
          />
        )}
      </div>
      <ul aria-label="Ordered now" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        {chart.lines.map((l) => (
          <li key={l.size} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-1 w-4 rounded-full"
              style={{ backgroundColor: l.colour }}
            />
            {l.size} <strong>{l.now}</strong>
          </li>
        ))}
        <li>
          Total <strong>{chart.total}</strong>
        </li>
      </ul>
      {chart.lines.length === 0 ? (
        <p className="text-sm text-muted">No pre-orders yet.</p>
      ) : (
        <Suspense fallback={<Skeleton className="h-[220px] w-full sm:h-[300px]" />}>
          <OrdersLineChart chart={chart} />
        </Suspense>
      )}
      <p className="text-xs text-muted">
        Pieces ordered so far, cancelled ones left out · Indian time · refreshed every{' '}
        {CHART_REFRESH_MS / 1000} s while this tab is open
      </p>
    </section>
  );
}
