import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AddProductBody,
  AdminProduct as WireAdminProduct,
  UpdateProductBody,
} from '#shared/contract/admin-products.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys, catalogKeys } from '#web/lib/api/query-keys.ts';

/** The product as the admin edits it, in the web's own names (ADR 017: wire names at the edge). */
export type AdminProduct = Omit<WireAdminProduct, 'isInstibuzz'> & { isOwnBrand: boolean };

/** A product body in domain names; the calls below send `isOwnBrand` as the wire's `isInstibuzz`. */
type WithOwnBrand<Body> = Omit<Body, 'isInstibuzz'> & { isOwnBrand?: boolean };

const toWire = <Body>({ isOwnBrand, ...body }: WithOwnBrand<Body>) => ({
  ...body,
  isInstibuzz: isOwnBrand,
});

/**
 * admin/product/{id}: the product as the update page edits it (any product, with its version).
 * Mapped in the fetch (no other path fills this cache entry), so fetchQuery gets it mapped too.
 */
export const adminProductQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.product(id),
    queryFn: async ({ signal }) => {
      const { product, ...reply } = await api('admin/product/:id', {
        params: { id },
        body: {},
        signal,
      });
      const { isInstibuzz, ...rest } = product;
      return { ...reply, product: { ...rest, isOwnBrand: isInstibuzz } satisfies AdminProduct };
    },
    staleTime: 0,
  });

/** products/add-product; the shop's list is refreshed so the product shows at once. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithOwnBrand<z.input<typeof AddProductBody>>) =>
      api('products/add-product', { body: toWire(body) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.list() }),
  });
}

/** products/update-product-details/{id}; the product page and the list are refreshed. */
export function useUpdateProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithOwnBrand<z.input<typeof UpdateProductBody>>) =>
      api('products/update-product-details/:id', { params: { id }, body: toWire(body) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.list() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.product(id) }),
      ]),
  });
}
