import { useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { adminClubQuery } from '#web/features/admin/clubs/admin-clubs-api.ts';
import { AdminClubScreen } from '#web/features/admin/clubs/admin-club-screen.tsx';
import { NewClubScreen } from '#web/features/admin/clubs/new-club-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /admin/clubs/{id} (admin): one club's details and its managers; /admin/clubs/new: a new club. */
export function loader({ params }: LoaderFunctionArgs) {
  requireAdmin('admin-club');
  const id = Number(params.clubId);
  if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(adminClubQuery(id));
  return null;
}

export function Component() {
  const param = useParams().clubId;
  if (param === 'new') {
    return (
      <AdminFrame title="New club" width="narrow">
        <NewClubScreen />
      </AdminFrame>
    );
  }
  const id = Number(param);
  return (
    <AdminFrame title="Club" width="narrow">
      <AdminClubScreen key={id} id={id} />
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
