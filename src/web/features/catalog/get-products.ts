import { queryOptions } from '@tanstack/react-query';
import { catalogKeys } from '#shared/cache-keys.ts';

/** GET products/get-product: every product, newest first. */
export const productsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.list(),
    // The first page gets this list inside its HTML, so the API client loads only when needed.
    queryFn: async ({ signal }) => {
      const { api } = await import('#web/lib/api-client.ts');
      return api('products/get-product', { method: 'GET', signal });
    },
  });
