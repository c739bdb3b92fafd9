import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { adminProductQuery } from '#web/features/admin/products/save-product.ts';
import { UpdateProductScreen } from '#web/features/admin/products/update-product-screen.tsx';
import { ClubFrame } from '#web/features/clubs/club-frame.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /club/{slug}/products/{id}: one of the club's products in the admin's form; others say so. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  requireUser(request, 'club-product-edit');
  const id = Number(params.productId);
  if (!Number.isInteger(id) || id <= 0) return redirect(paths.productNotFound);
  try {
    await queryClient.ensureQueryData(adminProductQuery(id, params.slug ?? ''));
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 404) return redirect(paths.productNotFound);
    throw err;
  }
  return null;
}

export function Component() {
  const params = useParams();
  const slug = params.slug ?? '';
  const id = Number(params.productId);
  return (
    <ClubFrame
      slug={slug}
      title="Edit product"
      width="narrow"
      back={{ to: paths.clubProducts(slug), label: 'Back to the club’s products' }}
    >
      <UpdateProductScreen key={id} id={id} club={slug} />
    </ClubFrame>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
