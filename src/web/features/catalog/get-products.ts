import { queryOptions } from '@tanstack/react-query';
import { catalogKeys } from '#shared/cache-keys.ts';
import { api } from '#web/lib/api-client.ts';

/** GET products/get-product: every product, newest first. */
export const productsQuery = () =>
  queryOptions({
    queryKey: catalogKeys.list(),
    queryFn: ({ signal }) => api('products/get-product', { method: 'GET', signal }),
  });
