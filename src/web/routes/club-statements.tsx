import { useParams, type LoaderFunctionArgs } from 'react-router';
import { ClubStatementsScreen } from '#web/features/club-money/club-statements-screen.tsx';
import { statementQuery } from '#web/features/club-money/get-club-money.ts';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/:slug/statements (the club's managers and the admin): docs/product.md#a-clubs-money. */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-statements');
  const month = new URL(request.url).searchParams.get('month') ?? undefined;
  void queryClient.prefetchQuery(statementQuery(params.slug ?? '', month));
  return null;
}

export function Component() {
  const { slug = '' } = useParams();
  return (
    <ClubFrame slug={slug} title="Statements">
      <ClubStatementsScreen slug={slug} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
