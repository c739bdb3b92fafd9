import type { ProductPage } from '#shared/rules/catalog-pages.ts';
import { SHOP_PAGE_SIZE } from '#shared/rules/catalog-pages.ts';
import { apiWithHeaders } from '#web/lib/api/api-client.ts';

/**
 * One page of the shop from products/get-product (of a search, when given): the products, with
 * the total (of the search's matches) and the next page's cursor from the reply's headers.
 * Loaded on first use (the first page usually comes inside the HTML), so neither it nor the API
 * client weighs on the first load.
 */
export async function fetchProductPage(
  cursor: string | null,
  signal: AbortSignal,
  search = '',
): Promise<ProductPage> {
  // The search's parameters (shared/rules/shop-search.ts) go as they are; the server checks them.
  const filters = Object.fromEntries(new URLSearchParams(search));
  const { data, headers } = await apiWithHeaders('products/get-product', {
    method: 'GET',
    query: { ...filters, limit: SHOP_PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
  return {
    products: data,
    total: Number(headers.get('x-total-count') ?? data.length),
    next: headers.get('x-next-cursor'),
  };
}
