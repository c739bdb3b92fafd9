import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemStep } from '#shared/rules/order-steps.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys, catalogKeys, clubKeys } from '#web/lib/api/query-keys.ts';

/** A club's catalogue calls (its managers), and the admin's publishing of clubs' drafts. */

export const clubProductsQuery = (slug: string) => ({
  queryKey: clubKeys.products(slug),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('clubs/:slug/products', { params: { slug }, body: {}, signal }),
});

export const clubOrdersQuery = (slug: string, filters: { page?: number; state?: ItemStep }) => ({
  queryKey: clubKeys.orders(slug, filters),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('clubs/:slug/orders', { params: { slug }, query: filters, signal }),
});

export const clubInboxQuery = (slug: string) => ({
  queryKey: clubKeys.inbox(slug),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('clubs/:slug/inbox', { params: { slug }, body: {}, signal }),
});

export const clubDraftsQuery = () => ({
  queryKey: adminKeys.clubDrafts(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('admin/club-drafts', { body: {}, signal }),
});

/** Publishing a draft: the admin's call, or a self-publishing club's own. */
export function usePublish(club?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: 'product' | 'drop'; id: number }) => {
      if (club) {
        return kind === 'product'
          ? api('clubs/:slug/products/:id/publish', { params: { slug: club, id }, body: {} })
          : api('clubs/:slug/drops/publish', { params: { slug: club }, body: { id } });
      }
      return kind === 'product'
        ? api('admin/club-drafts/publish-product', { body: { id } })
        : api('admin/club-drafts/publish-drop', { body: { id } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.list() }),
        queryClient.invalidateQueries({ queryKey: club ? clubKeys.club(club) : adminKeys.all }),
      ]),
  });
}
