import { useParams, type LoaderFunctionArgs } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { DropPrintScreen } from '#web/features/drops/drop-print-screen.tsx';
import { printRunQuery } from '#web/features/drops/get-admin-drops.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /drops/:dropId/print (admin): printable, so no navbar or footer (docs/product.md#drops). */
export function loader({ params }: LoaderFunctionArgs) {
  requireAdmin('drops');
  const id = Number(params.dropId);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(printRunQuery({ dropId: id }));
  return null;
}

export function Component() {
  const dropId = Number(useParams().dropId);
  return (
    <AdminFrame title="Print run">
      <DropPrintScreen source={{ dropId }} />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
