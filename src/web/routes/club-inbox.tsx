import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { ClubInboxScreen } from '#web/features/clubs/club-inbox-screen.tsx';
import { clubInboxQuery } from '#web/features/clubs/club-catalog-calls.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/{slug}/inbox: messages about the club's products, read only. */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-inbox');
  void queryClient.prefetchQuery(clubInboxQuery(params.slug ?? ''));
  return null;
}

export function Component() {
  const slug = useParams().slug ?? '';
  return (
    <ClubFrame slug={slug} title="Club inbox">
      <ClubInboxScreen slug={slug} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
