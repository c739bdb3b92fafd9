import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { AdminOrderScreen } from '#web/features/admin/order-page/admin-order-screen.tsx';
import { adminOrderQuery } from '#web/features/admin/order-page/get-admin-order.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /allOrders/{id} (admin): the guard runs first, then the order starts loading. */
export function loader({ params }: LoaderFunctionArgs) {
  requireAdmin('admin-order');
  const id = Number(params.orderId);
  if (!Number.isInteger(id) || id <= 0) return redirect(paths.allOrders);
  void queryClient.prefetchQuery(adminOrderQuery(id));
  return null;
}

export function Component() {
  const id = Number(useParams().orderId);
  // The page is named by the order's number once it is known; the row id is never shown.
  const number = useQuery(adminOrderQuery(id)).data?.order.orderNumber;
  return (
    <AdminFrame title={number ? `Order ${number}` : 'Order'}>
      <AdminOrderScreen key={id} orderId={id} />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
