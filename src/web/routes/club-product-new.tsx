import { useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { AddProductScreen } from '#web/features/admin/products/add-product-screen.tsx';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/{slug}/products/new: the admin's product form, for one of the club's products. */
export function loader({ request }: LoaderFunctionArgs) {
  requireUser(request, 'club-product-new');
  return null;
}

export function Component() {
  const slug = useParams().slug ?? '';
  return (
    <ClubFrame
      slug={slug}
      title="Add product"
      width="narrow"
      back={{ to: paths.clubProducts(slug), label: 'Back to the club’s products' }}
    >
      <AddProductScreen club={slug} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
