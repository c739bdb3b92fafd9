import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddProductBody, UpdateProductBody } from '#shared/contract/admin-products.ts';
import { catalogKeys } from '#shared/cache-keys.ts';
import { api } from '#web/lib/api-client.ts';

export const adminKeys = {
  all: ['admin'] as const,
  product: (id: number) => ['admin', 'product', id] as const,
  orders: (filters: object) => ['admin', 'orders', filters] as const,
  summary: () => ['admin', 'summary'] as const,
  pickList: (method: string) => ['admin', 'pick-list', method] as const,
  inbox: (filters: object) => ['admin', 'inbox', filters] as const,
  problems: () => ['admin', 'problems'] as const,
};

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
