import { infiniteQueryOptions } from '@tanstack/react-query';
import { catalogKeys } from '#shared/cache-keys.ts';

/**
 * GET products/get-product in pages, newest first: the shop shows the first and loads the next
 * on request, Home reads the first. The server writes the first page into the HTML of both, so
 * the code that fetches a page loads only when one is needed.
 */
export const productPagesQuery = () =>
  infiniteQueryOptions({
    queryKey: catalogKeys.pages(),
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) =>
      (await import('./fetch-product-page.ts')).fetchProductPage(pageParam, signal),
    getNextPageParam: (last) => last.next,
  });
