import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import type { DropSource } from './drop-source.ts';

/**
 * A drop's roster and members' list (docs/product.md#members-only-drops): the admin's calls, or
 * a club's manager's for the club's drop (`club`: its slug), so one screen serves both.
 */
export type RosterSource = DropSource;

const rosterKey = ({ dropId, club }: RosterSource) =>
  ['admin', 'drops', 'roster', club ?? '', dropId] as const;

export const rosterQuery = (source: RosterSource) => ({
  queryKey: rosterKey(source),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    source.club
      ? api('clubs/:slug/drops/:dropId/roster', {
          params: { slug: source.club, dropId: source.dropId },
          body: {},
          signal,
        })
      : api('admin/drops/roster', { body: { id: source.dropId }, signal }),
});

function useRosterMutation<B, R>(source: RosterSource, call: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: rosterKey(source) }),
  });
}

/** Adds typed or uploaded e-mails to the list; bad rows come back named by line. */
export const useAddMembers = (source: RosterSource) =>
  useRosterMutation(source, (list: string) =>
    source.club
      ? api('clubs/:slug/drops/:dropId/members', {
          params: { slug: source.club, dropId: source.dropId },
          body: { list },
        })
      : api('admin/drops/members', { body: { id: source.dropId, list } }),
  );

/** Mails those who have not ordered (the server allows one a day). */
export const useRemind = (source: RosterSource) =>
  useRosterMutation(source, () =>
    source.club
      ? api('clubs/:slug/drops/:dropId/remind', {
          params: { slug: source.club, dropId: source.dropId },
          body: {},
        })
      : api('admin/drops/roster/remind', { body: { id: source.dropId } }),
  );
