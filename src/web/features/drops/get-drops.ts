import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';

/**
 * Students' drop reads (docs/product.md#drops). Each reply carries the server's time; with the
 * moment it arrived, it gives how far this device's clock is off (`skewMs`), so a countdown on
 * a phone whose clock is wrong still ends when the server opens the drop. Keys live here, not in
 * lib/api/query-keys.ts: only pages that show drops load this file.
 */
const dropKeys = {
  open: ['drops'] as const,
  product: (productId: number) => ['drops', 'product', productId] as const,
};

/** The server's clock minus this device's, halfway through the request. */
function skewOf(serverNow: number, sentAt: number): number {
  const receivedAt = Date.now();
  return serverNow - (sentAt + receivedAt) / 2;
}

/** drops: upcoming and live drops with their products. */
export const openDropsQuery = () =>
  queryOptions({
    queryKey: dropKeys.open,
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const reply = await api('drops', { method: 'GET', signal });
      return { ...reply, skewMs: skewOf(reply.serverNow, sentAt) };
    },
    staleTime: 30_000,
  });

export const useOpenDrops = () => useQuery(openDropsQuery());

/**
 * drops/product/{productId}: the product's drop (or null) and, signed in, what the caller has;
 * with the page's `?key=`, a link-only drop's secret (docs/product.md#members-only-drops).
 */
export const productDropQuery = (productId: number) =>
  queryOptions({
    queryKey: dropKeys.product(productId),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const key = new URLSearchParams(globalThis.location?.search).get('key') ?? undefined;
      const reply = await api('drops/product/:productId', {
        params: { productId },
        query: { key },
        signal,
      });
      return { ...reply, skewMs: skewOf(reply.serverNow, sentAt) };
    },
    staleTime: 15_000,
  });

export const useProductDrop = (productId: number) => useQuery(productDropQuery(productId));
