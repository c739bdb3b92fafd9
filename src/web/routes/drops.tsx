import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { AdminDropsScreen } from '#web/features/drops/admin-drops-screen.tsx';
import { adminDropsQuery } from '#web/features/drops/get-admin-drops.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /drops (admin): make pre-order drops, edit them until they open, close them early. */
export function loader() {
  requireAdmin('drops');
  void queryClient.prefetchQuery(adminDropsQuery());
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Drops">
      <AdminDropsScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
