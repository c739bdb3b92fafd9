import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';

/** While a drop is live its chart is fetched again this often (docs/product.md#drops). */
export const CHART_REFRESH_MS = 30_000;

/** admin/drops/orders-over-time: running totals per product and size, for the print run's chart. */
export const ordersOverTimeQuery = (id: number) => ({
  // Under the drops' key: closing the drop (or any drop change) reloads it too.
  queryKey: [...adminKeys.dropPrint(id), 'over-time'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('admin/drops/orders-over-time', { body: { id }, signal }),
});

/**
 * The chart's data, fetched again every 30 s while `live`. TanStack Query stops the interval while
 * the tab is hidden (`refetchIntervalInBackground` false) and fetches once it is back in view.
 */
export const useOrdersOverTime = (id: number, live: boolean) =>
  useQuery({
    ...ordersOverTimeQuery(id),
    refetchInterval: live ? CHART_REFRESH_MS : false,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: live,
  });
