import { redirect, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { findProduct, useProductDetails } from '#web/features/catalog/get-product-details.ts';
import { ProductView } from '#web/features/catalog/product-view.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/paths.ts';

/** Unknown products and slugs that do not match the product's details go to /productNotFound. */
export async function loader({ params }: LoaderFunctionArgs) {
  const product = await findProduct(params.slug, params.productId);
  if (!product) return redirect(paths.productNotFound);
  return null;
}

export function Component() {
  const { productId } = useParams();
  const product = useProductDetails(Number(productId));
  // The cart, wishlist and size-request features plug in here through ProductView's props.
  return <ProductView key={product.product_id} product={product} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
