import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { adminClubsQuery } from '#web/features/admin/clubs/admin-clubs-api.ts';
import { ClubsList } from '#web/features/admin/clubs/clubs-list.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /admin/clubs (admin): the clubs that sell through the shop (docs/product.md#clubs). */
export function loader() {
  requireAdmin('admin-clubs');
  void queryClient.prefetchQuery(adminClubsQuery());
  return null;
}

export function Component() {
  return (
    <AdminFrame
      title="Clubs"
      actions={
        <span className="flex flex-wrap gap-2">
          <ButtonLink to={paths.adminClubMoney} variant="secondary">
            Club money
          </ButtonLink>
          <ButtonLink to={paths.adminClub('new')}>New club</ButtonLink>
        </span>
      }
    >
      <ClubsList />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
