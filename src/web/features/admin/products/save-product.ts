import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AddProductBody,
  AdminProduct as WireAdminProduct,
  UpdateProductBody,
} from '#shared/contract/admin-products.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys, catalogKeys, clubKeys } from '#web/lib/api/query-keys.ts';

/** The product as the admin edits it, in the web's own names (ADR 017: wire names at the edge). */
export type AdminProduct = Omit<WireAdminProduct, 'isInstibuzz'> & { isOwnBrand: boolean };

/** A product body in domain names; the calls below send `isOwnBrand` as the wire's `isInstibuzz`. */
type WithOwnBrand<Body> = Omit<Body, 'isInstibuzz'> & { isOwnBrand?: boolean };

const toWire = <Body>({ isOwnBrand, ...body }: WithOwnBrand<Body>) => ({
  ...body,
  isInstibuzz: isOwnBrand,
});

/**
 * admin/product/{id}: the product as the update page edits it (any product, with its version);
 * with `club`, clubs/{slug}/products/{id} (one of that club's). Mapped in the fetch (no other
 * path fills this cache entry), so fetchQuery gets it mapped too.
 */
export const adminProductQuery = (id: number, club?: string) =>
  queryOptions({
    queryKey: club ? clubKeys.product(club, id) : adminKeys.product(id),
    queryFn: async ({ signal }) => {
      const { product, ...reply } = club
        ? await api('clubs/:slug/products/:id', { params: { slug: club, id }, body: {}, signal })
        : await api('admin/product/:id', { params: { id }, body: {}, signal });
      const { isInstibuzz, ...rest } = product;
      return { ...reply, product: { ...rest, isOwnBrand: isInstibuzz } satisfies AdminProduct };
    },
    staleTime: 0,
  });

/**
 * products/add-product (or a club's clubs/{slug}/products/add); the shop's list (and the
 * club's) is refreshed so the product shows at once.
 */
export function useAddProduct(club?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithOwnBrand<z.input<typeof AddProductBody>>) =>
      club
        ? api('clubs/:slug/products/add', { params: { slug: club }, body: toWire(body) })
        : api('products/add-product', { body: toWire(body) }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.list() }),
        club && queryClient.invalidateQueries({ queryKey: clubKeys.club(club) }),
      ]),
  });
}

/** products/update-product-details/{id} (or a club's); the product page and the list are refreshed. */
export function useUpdateProduct(id: number, club?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithOwnBrand<z.input<typeof UpdateProductBody>>) =>
      club
        ? api('clubs/:slug/products/:id/update', {
            params: { slug: club, id },
            body: toWire(body),
          })
        : api('products/update-product-details/:id', { params: { id }, body: toWire(body) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.list() }),
        queryClient.invalidateQueries({
          queryKey: club ? clubKeys.club(club) : adminKeys.product(id),
        }),
      ]),
  });
}
