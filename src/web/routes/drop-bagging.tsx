import { useParams, type LoaderFunctionArgs } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { DropBaggingScreen, baggingQuery } from '#web/features/drops/drop-bagging-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /drops/:dropId/bagging (admin): printable, so no navbar or footer (docs/product.md#drops). */
export function loader({ params }: LoaderFunctionArgs) {
  requireAdmin('drops');
  const id = Number(params.dropId);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(baggingQuery({ dropId: id }));
  return null;
}

export function Component() {
  const dropId = Number(useParams().dropId);
  return (
    <AdminFrame title="Bagging list">
      <DropBaggingScreen source={{ dropId }} />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
