import { infiniteQueryOptions } from '@tanstack/react-query';
import { searchPagesKey } from '#shared/rules/shop-search.ts';
import { productPagesQuery } from './get-products.ts';

/**
 * The shop's pages for a search (`search`: its address parameters in their one spelling,
 * shared/rules/shop-search.ts), answered by products/get-product; with no search, the plain pages
 * Home reads too. A shared search address gets its first page inside the HTML, as /shop does.
 */
export const shopPagesQuery = (search: string): ReturnType<typeof productPagesQuery> =>
  search
    ? infiniteQueryOptions({
        ...productPagesQuery(),
        // Beside the plain pages' key (['products', 'pages']) so an admin edit refreshes both.
        queryKey: searchPagesKey(search) as unknown as ReturnType<
          typeof productPagesQuery
        >['queryKey'],
        queryFn: async ({ pageParam, signal }) =>
          (await import('./fetch-product-page.ts')).fetchProductPage(pageParam, signal, search),
      })
    : productPagesQuery();
