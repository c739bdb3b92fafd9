import { useSearchParams } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { AdminClubMoneyScreen } from '#web/features/club-money/admin-club-money-screen.tsx';
import { AdminClubPayoutsScreen } from '#web/features/club-money/admin-club-payouts-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/**
 * /admin/club-money (admin, docs/product.md#a-clubs-money): every club's statement for a month;
 * with `?club={slug}`, that club's payouts (record one) and statements.
 */
export function loader() {
  requireAdmin('club-money');
  return null;
}

export function Component() {
  const [params] = useSearchParams();
  const slug = params.get('club');
  return (
    <AdminFrame title={slug ? 'Club payouts' : 'Club statements'}>
      {slug ? <AdminClubPayoutsScreen slug={slug} /> : <AdminClubMoneyScreen />}
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
