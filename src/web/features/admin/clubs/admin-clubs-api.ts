import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateClubBody, UpdateClubBody } from '#shared/contract/clubs.ts';
import { api } from '#web/lib/api/api-client.ts';

/** The admin's clubs calls (docs/product.md#clubs): keys under `admin`, cleared with it. */
export const adminClubKeys = {
  all: ['admin', 'clubs'] as const,
  list: () => ['admin', 'clubs', 'list'] as const,
  one: (id: number) => ['admin', 'clubs', 'one', id] as const,
};

export const adminClubsQuery = () => ({
  queryKey: adminClubKeys.list(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('admin/clubs', { body: {}, signal }),
});
export const useAdminClubs = () => useQuery(adminClubsQuery());

export const adminClubQuery = (id: number) => ({
  queryKey: adminClubKeys.one(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('admin/club', { body: { id }, signal }),
});
export const useAdminClub = (id: number) => useQuery(adminClubQuery(id));

/** Every clubs change: the list and the club's page show it. */
function useClubsMutation<B, R>(call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminClubKeys.all }),
  });
}

export const useCreateClub = () =>
  useClubsMutation((body: CreateClubBody) => api('admin/clubs/create', { body }));
export const useUpdateClub = () =>
  useClubsMutation((body: UpdateClubBody) => api('admin/clubs/update', { body }));
export const useInviteManager = () =>
  useClubsMutation((body: { clubId: number; inviteeEmail: string }) =>
    api('admin/clubs/invite', { body }),
  );
export const useRevokeInvitation = () =>
  useClubsMutation((body: { invitationId: number }) =>
    api('admin/clubs/revoke-invitation', { body }),
  );
export const useRemoveManager = () =>
  useClubsMutation((body: { clubId: number; userId: number }) =>
    api('admin/clubs/remove-manager', { body }),
  );
