import { redirect, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { adminProductQuery } from '#web/features/admin/products/save-product.ts';
import { UpdateProductScreen } from '#web/features/admin/products/update-product-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /updateProduct/{id} (admin): the product loads before the page shows; unknown ids say so. */
export async function loader({ params }: LoaderFunctionArgs) {
  requireAdmin('update-product');
  const id = Number(params.productId);
  if (!Number.isInteger(id) || id <= 0) return redirect(paths.productNotFound);
  try {
    await queryClient.ensureQueryData(adminProductQuery(id));
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 404) return redirect(paths.productNotFound);
    throw err;
  }
  return null;
}

export function Component() {
  const id = Number(useParams().productId);
  return (
    <AdminFrame title="Update product" width="narrow">
      <UpdateProductScreen key={id} id={id} />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
