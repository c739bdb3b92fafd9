import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { CouponsScreen } from '#web/features/admin/coupons/coupons-screen.tsx';
import { couponsQuery } from '#web/features/admin/coupons/get-coupons.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /coupons (admin): make coupon codes and see how often each was used. */
export function loader() {
  requireAdmin('coupons');
  void queryClient.prefetchQuery(couponsQuery());
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Coupons">
      <CouponsScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
