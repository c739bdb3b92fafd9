import { queryOptions, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { Product, ProductDetailsReply } from '#shared/contract/catalog.ts';
import { slugFromDetails } from '#shared/rules/slug.ts';
import { catalogKeys } from '#shared/cache-keys.ts';
import { api, ApiError } from '#web/lib/api/api-client.ts';
import { productPagesQuery } from './get-products.ts';

/**
 * GET products/get-product-details/{id}: one product. Coming from the shop (or Home), its pages
 * in `queryClient` (the cache this query goes into) already hold the product, so the page opens
 * at once and refreshes in the background when stale.
 */
export const productDetailsQuery = (id: number, queryClient: QueryClient) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) =>
      api('products/get-product-details/:id', {
        method: 'GET',
        params: { id },
        // A link-only drop's product opens only with its link's secret (`?key=`).
        query: { key: new URLSearchParams(globalThis.location?.search).get('key') || undefined },
        signal,
      }),
    initialData: (): ProductDetailsReply | undefined => {
      const listed = queryClient
        .getQueryData(productPagesQuery().queryKey)
        ?.pages.flatMap((page) => page.products)
        .find((p) => p.product_id === id);
      return listed && { ...listed, status: 200 };
    },
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(productPagesQuery().queryKey)?.dataUpdatedAt,
    // The cache keeps the wire reply (the shop's pages and the first paint put it there);
    // `select` gives the product in the web's names.
    select: toProductDetails,
  });

/** A product in the web's names: the wire's `isInstibuzz` is `isOwnBrand` (ADR 017). */
export type ProductDetails = Omit<Product, 'isInstibuzz'> & { isOwnBrand: boolean };

function toProductDetails({ isInstibuzz, ...product }: ProductDetailsReply): ProductDetails {
  return { ...product, isOwnBrand: isInstibuzz };
}

/**
 * The product for /products/{slug}/{id}, or null when there is no such product or the slug is
 * not the one its details give (the loader then asks where the link leads); 'link-only' for a
 * link-only drop's product opened without its link's secret.
 */
export async function findProduct(
  slug: string | undefined,
  rawId: string | undefined,
  queryClient: QueryClient,
) {
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) return null;
  try {
    const product = await queryClient.ensureQueryData(productDetailsQuery(id, queryClient));
    return slugFromDetails(product.details) === slug ? product : null;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'DROP_LINK_ONLY') return 'link-only' as const;
    if (err instanceof ApiError && (err.httpStatus === 404 || err.httpStatus === 400)) return null;
    throw err;
  }
}

/** The product the route loader already put in the cache. */
export function useProductDetails(id: number) {
  return useSuspenseQuery(productDetailsQuery(id, useQueryClient())).data;
}

/**
 * products/former-slug/{id}: where a link with a slug that is not the current one (an old or
 * mistyped slug) leads now, or null when there is no such product.
 */
export async function movedProductPath(slug: string | undefined, rawId: string | undefined) {
  const id = Number(rawId);
  if (!slug || !Number.isInteger(id) || id <= 0) return null;
  try {
    return (await api('products/former-slug/:id', { params: { id }, body: { slug } })).path;
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus >= 400 && err.httpStatus < 500) return null;
    throw err;
  }
}
