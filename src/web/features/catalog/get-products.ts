import { queryOptions } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

/** GET products/get-product: every product, newest first. */
export const productsQuery = () =>
  queryOptions({
    queryKey: ['products'],
    queryFn: ({ signal }) => api('products/get-product', { method: 'GET', signal }),
  });
