import { queryClient } from '#web/lib/query-client.ts';
import { productPagesQuery } from '#web/features/catalog/get-products.ts';
import { ShopPage } from '#web/features/catalog/shop-page.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';

/**
 * Starts loading the first page of products without waiting for it, so the page (with its 11
 * placeholders) shows at once; the list component reads the same cache entry.
 */
export function loader() {
  void queryClient.prefetchInfiniteQuery(productPagesQuery());
  return null;
}

export function Component() {
  return <ShopPage />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
