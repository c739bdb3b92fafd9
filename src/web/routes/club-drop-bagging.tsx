import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { DropBaggingScreen, baggingQuery } from '#web/features/drops/drop-bagging-screen.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/**
 * /club/{slug}/drops/{dropId}/bagging: one of the club's drops' bagging list and its bags handed
 * over by code, for its managers as for the admin; printable, so no navbar or footer.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-drop-bagging');
  const dropId = Number(params.dropId);
  if (Number.isInteger(dropId) && dropId > 0)
    void queryClient.prefetchQuery(baggingQuery({ dropId, club: params.slug ?? '' }));
  return null;
}

export function Component() {
  const params = useParams();
  const slug = params.slug ?? '';
  return (
    <ClubFrame slug={slug} title="Bagging list">
      <DropBaggingScreen source={{ dropId: Number(params.dropId), club: slug }} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
