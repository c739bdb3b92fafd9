import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { DropPrintScreen } from '#web/features/drops/drop-print-screen.tsx';
import { printRunQuery } from '#web/features/drops/get-admin-drops.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/**
 * /club/{slug}/drops/{dropId}/print: one of the club's drops' print run for its managers, as the
 * admin's (orders so far, then the sheet for the printer); printable, so no navbar or footer.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-drop-print');
  const dropId = Number(params.dropId);
  if (Number.isInteger(dropId) && dropId > 0)
    void queryClient.prefetchQuery(printRunQuery({ dropId, club: params.slug ?? '' }));
  return null;
}

export function Component() {
  const params = useParams();
  const slug = params.slug ?? '';
  return (
    <ClubFrame slug={slug} title="Print run">
      <DropPrintScreen source={{ dropId: Number(params.dropId), club: slug }} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
