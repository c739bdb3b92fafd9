import { useParams } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { AdminClubPayoutsScreen } from '#web/features/club-money/admin-club-payouts-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /admin/clubs/:slug/payouts (admin): record a payout, read the club's statements. */
export function loader() {
  requireAdmin('club-payouts');
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  return (
    <AdminFrame title="Club payouts">
      <AdminClubPayoutsScreen slug={slug} />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
