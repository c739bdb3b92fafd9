import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { useDownload } from '#web/lib/download/use-download.ts';
import { downloadOrdersCsv } from './export-orders.ts';
import { allOrdersQuery } from './get-all-orders.ts';
import { searchFromView, viewFromSearch, type OrdersView } from './orders-view.ts';
import { BulkStepsBar } from './bulk-steps-bar.tsx';
import { OrderCard } from './order-card.tsx';
import { OrderFilters } from './order-filters.tsx';
import { SummaryStrip } from './summary-strip.tsx';

/** /allOrders: summary, filters, the page of orders, paging and the CSV export of the filter. */
export function AllOrdersScreen() {
  const [search, setSearch] = useSearchParams();
  const view = viewFromSearch(search);
  const { data, isFetching, isError, refetch } = useQuery(allOrdersQuery(view));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const chosen = data?.products.filter((o) => selected.has(o.order_id)) ?? [];
  const select = (id: number, on: boolean) =>
    setSelected((now) => new Set([...now].filter((x) => x !== id).concat(on ? [id] : [])));
  const go = (patch: Partial<OrdersView>) => setSearch(searchFromView({ ...view, ...patch }));

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data ? (data.page - 1) * data.pageSize : 0;

  const csv = useDownload(() => downloadOrdersCsv(view), {
    loading: 'Preparing the CSV',
    success: 'CSV downloaded',
  });

  return (
    <>
      <SummaryStrip />
      <OrderFilters view={view} onChange={go} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-x-3">
          <p aria-live="polite" className="text-sm text-muted">
            {data ? `${data.total} order${data.total === 1 ? '' : 's'}` : 'Loading orders…'}
            {isFetching && data ? ' · updating…' : ''}
          </p>
          {data && data.products.length > 0 && (
            <button
              type="button"
              className="min-h-11 text-sm font-semibold text-brand underline-offset-4 hover:underline"
              onClick={() =>
                setSelected(
                  chosen.length === data.products.length
                    ? new Set()
                    : new Set(data.products.map((o) => o.order_id)),
                )
              }
            >
              {chosen.length === data.products.length
                ? 'Clear selection'
                : 'Select all on this page'}
            </button>
          )}
        </div>
        <div className="flex gap-2">
          <Link
            to={paths.pickList}
            className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
          >
            Pick list
          </Link>
          <Button variant="outline" onClick={csv.start} loading={csv.busy}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </Button>
        </div>
      </div>
      {isError && !data ? (
        <div role="alert" className="rounded-card border border-danger/40 p-4 text-sm">
          The orders could not be loaded.{' '}
          <Button variant="ghost" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : !data ? (
        <div className="flex flex-col gap-3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : data.products.length === 0 ? (
        <p className="rounded-card border border-line bg-white p-6 text-center text-muted">
          No orders match these filters.
        </p>
      ) : (
        <>
          {chosen.length > 0 && (
            <BulkStepsBar
              orders={chosen}
              label={`${chosen.length} order${chosen.length === 1 ? '' : 's'} selected`}
              onMoved={() => setSelected(new Set())}
              deliver
              className="sticky top-18 z-30 mb-3 shadow-md"
            />
          )}
          <ol className="flex flex-col gap-3">
            {data.products.map((order, i) => (
              <li key={order.order_id}>
                <OrderCard
                  order={order}
                  index={first + i + 1}
                  selected={selected.has(order.order_id)}
                  onSelectedChange={(on) => select(order.order_id, on)}
                />
              </li>
            ))}
          </ol>
        </>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          <Button
            variant="outline"
            disabled={view.page <= 1}
            onClick={() => go({ page: view.page - 1 })}
          >
            Previous
          </Button>
          <span className="text-sm text-muted">
            Page {view.page} of {pages}
          </span>
          <Button
            variant="outline"
            disabled={view.page >= pages}
            onClick={() => go({ page: view.page + 1 })}
          >
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
