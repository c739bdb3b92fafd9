import type { LoaderFunctionArgs } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { pickListQuery } from '#web/features/admin/orders/get-pick-list.ts';
import { PickListScreen, methodFromSearch } from '#web/features/admin/orders/pick-list-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /pickList (admin): printable, so no navbar or footer. */
export function loader({ request }: LoaderFunctionArgs) {
  requireAdmin('pick-list');
  void queryClient.prefetchQuery(
    pickListQuery(methodFromSearch(new URL(request.url).searchParams)),
  );
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Pick list">
      <PickListScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
