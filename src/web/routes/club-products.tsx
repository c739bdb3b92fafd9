import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { ClubProductsScreen } from '#web/features/clubs/club-products-screen.tsx';
import { clubProductsQuery } from '#web/features/clubs/club-catalog-calls.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/{slug}/products (the club's managers; the server checks who manages it). */
export function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-products');
  void queryClient.prefetchQuery(clubProductsQuery(params.slug ?? ''));
  return null;
}

export function Component() {
  const slug = useParams().slug ?? '';
  return (
    <ClubFrame
      slug={slug}
      title="Club products"
      actions={<ButtonLink to={paths.clubProductNew(slug)}>Add product</ButtonLink>}
    >
      <ClubProductsScreen slug={slug} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
