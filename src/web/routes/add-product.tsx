import { AddProductScreen } from '#web/features/admin/products/add-product-screen.tsx';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /add (admin): a new product with its photos, sizes and stock. */
export function loader() {
  requireAdmin('add-product');
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Add product" width="narrow">
      <AddProductScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
