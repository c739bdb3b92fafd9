import type { LoaderFunctionArgs } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { AllOrdersScreen } from '#web/features/admin/orders/all-orders-screen.tsx';
import { allOrdersQuery } from '#web/features/admin/orders/get-all-orders.ts';
import { viewFromSearch } from '#web/features/admin/orders/orders-view.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /allOrders (admin): the guard runs first, then the page's orders start loading. */
export function loader({ request }: LoaderFunctionArgs) {
  requireAdmin('all-orders');
  const view = viewFromSearch(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(allOrdersQuery(view));
  return null;
}

export function Component() {
  return (
    <AdminFrame title="All orders">
      <AllOrdersScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
