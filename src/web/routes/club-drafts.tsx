import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { ClubDraftsScreen } from '#web/features/clubs/club-drafts-screen.tsx';
import { clubDraftsQuery } from '#web/features/clubs/club-catalog-calls.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /club-drafts (admin): drafts from clubs, to publish. */
export function loader() {
  requireAdmin('club-drafts');
  void queryClient.prefetchQuery(clubDraftsQuery());
  return null;
}

export function Component() {
  return (
    <AdminFrame title="Drafts from clubs">
      <ClubDraftsScreen />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
