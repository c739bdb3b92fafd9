import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DropFields, UpdateDropBody } from '#shared/contract/drops.ts';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys, clubKeys } from '#web/lib/api/query-keys.ts';
import { useDropsClub } from './drops-club.ts';
import type { DropSource } from './drop-source.ts';

/**
 * admin/drops: every drop, newest first, with what was ordered so far; with `club`,
 * clubs/{slug}/drops (that club's, drafts too).
 */
export const adminDropsQuery = (club?: string) => ({
  queryKey: club ? clubKeys.drops(club) : adminKeys.drops(),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    club
      ? api('clubs/:slug/drops', { params: { slug: club }, body: {}, signal })
      : api('admin/drops', { body: {}, signal }),
});

export const useAdminDrops = () => useQuery(adminDropsQuery(useDropsClub()));

/** The products a drop can hold (the newest 100; a club's own only), for the form's list. */
export function useProductChoices() {
  const club = useDropsClub();
  return useQuery({
    queryKey: club ? [...clubKeys.products(club), 'choices'] : [...adminKeys.drops(), 'products'],
    queryFn: async ({ signal }) => {
      if (!club)
        return api('products/get-product', { method: 'GET', query: { limit: 100 }, signal });
      const { products } = await api('clubs/:slug/products', {
        params: { slug: club },
        body: {},
        signal,
      });
      return products.map((p) => ({
        product_id: p.id,
        name: p.name,
        sizeQuantities: p.sizes.map((size) => ({ size })),
      }));
    },
    staleTime: 60_000,
  });
}

function useDropMutation<B>(call: (body: B, club?: string) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const club = useDropsClub();
  return useMutation({
    mutationFn: (body: B) => call(body, club),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: club ? clubKeys.club(club) : adminKeys.drops() }),
  });
}

/** admin/drops/create (or the club's clubs/{slug}/drops/create) */
export const useCreateDrop = () =>
  useDropMutation((body: DropFields, club) =>
    club
      ? api('clubs/:slug/drops/create', { params: { slug: club }, body })
      : api('admin/drops/create', { body }),
  );

/** admin/drops/update (or the club's): before the drop opens. */
export const useUpdateDrop = () =>
  useDropMutation((body: UpdateDropBody, club) =>
    club
      ? api('clubs/:slug/drops/update', { params: { slug: club }, body })
      : api('admin/drops/update', { body }),
  );

/** admin/drops/close: a live drop stops taking pre-orders now. */
export const useCloseDrop = () =>
  useDropMutation((id: number) => api('admin/drops/close', { body: { id } }));

/**
 * admin/drops/print-run (or the club's clubs/{slug}/drops/print-run): orders so far, or the
 * closed drop's print sheet.
 */
export const printRunQuery = ({ dropId, club }: DropSource) => ({
  queryKey: club ? clubKeys.dropPrint(club, dropId) : adminKeys.dropPrint(dropId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    club
      ? api('clubs/:slug/drops/print-run', { params: { slug: club }, body: { id: dropId }, signal })
      : api('admin/drops/print-run', { body: { id: dropId }, signal }),
});

/** admin/drops/sent-to-print: the closed drop's items move to Printing, once. */
export const useSendToPrint = () =>
  useDropMutation((id: number) => api('admin/drops/sent-to-print', { body: { id } }));
