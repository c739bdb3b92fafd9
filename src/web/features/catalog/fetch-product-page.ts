import type { ProductPage } from '#shared/rules/catalog-pages.ts';
import { SHOP_PAGE_SIZE } from '#shared/rules/catalog-pages.ts';
import { apiWithHeaders } from '#web/lib/api-client.ts';

/**
 * One page of the shop from products/get-product: the products, with the total and the next
 * page's cursor from the reply's headers. Loaded on first use (the first page usually comes
 * inside the HTML), so neither it nor the API client weighs on the first load.
 */
export async function fetchProductPage(
  cursor: string | null,
  signal: AbortSignal,
): Promise<ProductPage> {
  const { data, headers } = await apiWithHeaders('products/get-product', {
    method: 'GET',
    query: { limit: SHOP_PAGE_SIZE, cursor: cursor ?? undefined },
    signal,
  });
  return {
    products: data,
    total: Number(headers.get('x-total-count') ?? data.length),
    next: headers.get('x-next-cursor'),
  };
}
