import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { DropRosterScreen } from '#web/features/drops/drop-roster-screen.tsx';
import { rosterQuery } from '#web/features/drops/get-drop-roster.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/{slug}/drops/{dropId}/roster: the club's drop's members, who ordered what, reminders. */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-drop-roster');
  const dropId = Number(params.dropId);
  if (Number.isInteger(dropId) && dropId > 0)
    void queryClient.prefetchQuery(rosterQuery({ dropId, club: params.slug ?? '' }));
  return null;
}

export function Component() {
  const params = useParams();
  const slug = params.slug ?? '';
  return (
    <ClubFrame
      slug={slug}
      title="Roster"
      back={{ to: paths.clubDrops(slug), label: 'Back to the club’s drops' }}
    >
      <DropRosterScreen source={{ dropId: Number(params.dropId), club: slug }} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
