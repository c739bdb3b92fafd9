import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { clubKeys } from '#shared/club-keys.ts';
import { api, ApiError } from '#web/lib/api/api-client.ts';

/**
 * club-pages/{slug}: a club's page (docs/product.md#a-clubs-page). A page the server drew has it
 * in its HTML under the same key (site/initial-data.ts).
 */
export const clubPageQuery = (slug: string) =>
  queryOptions({
    queryKey: clubKeys.page(slug),
    queryFn: ({ signal }) => api('club-pages/:slug', { method: 'GET', params: { slug }, signal }),
    staleTime: 15_000,
  });

/** The club's page, or null for a club that does not exist. */
export async function findClubPage(slug: string | undefined, queryClient: QueryClient) {
  if (!slug) return null;
  try {
    return await queryClient.ensureQueryData(clubPageQuery(slug));
  } catch (err) {
    if (err instanceof ApiError && err.httpStatus === 404) return null;
    throw err;
  }
}

/**
 * The club's page the route loader put into the cache, with how far this device's clock is off
 * the server's (its drops count down on the server's clock).
 */
export function useClubPage(slug: string) {
  const { data, dataUpdatedAt, refetch } = useSuspenseQuery(clubPageQuery(slug));
  return { page: data, skewMs: data.serverNow - dataUpdatedAt, refetch };
}

/** club-pages: every club, by name. */
export const clubListQuery = () =>
  queryOptions({
    queryKey: clubKeys.list(),
    queryFn: ({ signal }) => api('club-pages', { method: 'GET', signal }),
    staleTime: 30_000,
  });

export const useClubList = () => useQuery(clubListQuery());
