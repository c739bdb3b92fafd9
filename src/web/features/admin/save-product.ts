import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddProductBody, UpdateProductBody } from '#shared/contract/admin-products.ts';
import { api } from '#web/lib/api-client.ts';
import { adminKeys, catalogKeys } from '#web/lib/query-keys.ts';

/** admin/product/{id}: the product as the update page edits it (any product, with its version). */
export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => api('admin/product/:id', { params: { id }, body: {}, signal }),
    staleTime: 0,
  });

/** products/add-product; the shop's list is refreshed so the product shows at once. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof AddProductBody>) => api('products/add-product', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.list() }),
  });
}

/** products/update-product-details/{id}; the product page and the list are refreshed. */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof UpdateProductBody>) =>
      api('products/update-product-details/:id', { params: { id }, body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.list() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.product(id) }),
      ]),
  });
}
