import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { AdminFrame } from '#web/features/admin/shared/admin-frame.tsx';
import { DropRosterScreen } from '#web/features/drops/drop-roster-screen.tsx';
import { rosterQuery } from '#web/features/drops/get-drop-roster.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireAdmin } from '#web/lib/session/route-guards.ts';

/** /drops/:dropId/roster (admin): a drop's members, who ordered what, reminders, CSV. */
export function loader({ params }: LoaderFunctionArgs) {
  requireAdmin('drops');
  const dropId = Number(params.dropId);
  if (Number.isInteger(dropId) && dropId > 0)
    void queryClient.prefetchQuery(rosterQuery({ dropId }));
  return null;
}

export function Component() {
  const dropId = Number(useParams().dropId);
  return (
    <AdminFrame title="Roster">
      <div className="flex flex-col gap-4">
        <ButtonLink to={paths.drops} variant="outline" className="self-start">
          Back to drops
        </ButtonLink>
        <DropRosterScreen source={{ dropId }} />
      </div>
    </AdminFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
