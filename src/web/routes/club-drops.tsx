import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { AdminDropsScreen } from '#web/features/drops/admin-drops-screen.tsx';
import { DropsClub } from '#web/features/drops/drops-club.ts';
import { adminDropsQuery } from '#web/features/drops/get-admin-drops.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/{slug}/drops: the admin's drops screen for the club's own drops and products. */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-drops');
  void queryClient.prefetchQuery(adminDropsQuery(params.slug ?? ''));
  return null;
}

export function Component() {
  const slug = useParams().slug ?? '';
  return (
    <ClubFrame slug={slug} title="Club drops">
      <DropsClub.Provider value={slug}>
        <AdminDropsScreen />
      </DropsClub.Provider>
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
