import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { AdminClubMoneyScreen } from '#web/features/club-money/admin-club-money-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /admin/club-money (admin): every club's statement for a month (docs/product.md#a-clubs-money). */
export function loader() {
  requireAdmin('club-money');
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Club statements">
      <AdminClubMoneyScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
