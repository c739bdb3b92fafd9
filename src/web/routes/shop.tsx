import { loaderQueryClient } from '#web/lib/api/page-draw.ts';
import type { LoaderFunctionArgs } from 'react-router';
import { filtersFromSearch, searchOfFilters } from '#shared/rules/shop-search.ts';
import { shopPagesQuery } from '#web/features/catalog/search-products.ts';
import { ShopPage } from '#web/features/catalog/shop-page.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { LazyDropsStrip } from '#web/features/drops/lazy-drops-strip.tsx';

/**
 * Starts loading the first page of products (of the address's search, if any) without waiting
 * for it, so the page (with its 11 placeholders) shows at once; the list reads the same entry.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const search = searchOfFilters(filtersFromSearch(new URL(request.url).searchParams));
  void loaderQueryClient(context).prefetchInfiniteQuery(shopPagesQuery(search));
  return null;
}

export function Component() {
  return <ShopPage drops={<LazyDropsStrip />} />;
}

export function ErrorBoundary() {
  return <RouteError />;
}
