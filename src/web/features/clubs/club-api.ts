import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';

/** A manager's clubs calls (docs/product.md#clubs). */
export const clubKeys = {
  all: ['clubs'] as const,
  mine: () => ['clubs', 'mine'] as const,
  overview: (slug: string) => ['clubs', slug, 'overview'] as const,
  invite: (token: string) => ['clubs', 'invite', token] as const,
};

/** clubs/{slug}/overview: also the dashboard's access check (404 for anyone not its manager). */
export const clubOverviewQuery = (slug: string) => ({
  queryKey: clubKeys.overview(slug),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('clubs/:slug/overview', { params: { slug }, body: {}, signal }),
});
export const useClubOverview = (slug: string) => useQuery(clubOverviewQuery(slug));

export const myClubsQuery = () => ({
  queryKey: clubKeys.mine(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('my-clubs', { body: {}, signal }),
});
export const useMyClubs = () => useQuery(myClubsQuery());

export const inviteCheckQuery = (token: string) => ({
  queryKey: clubKeys.invite(token),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('club-invite/check', { body: { token }, signal }),
  retry: false,
});
