import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { addressKeys } from '#web/lib/api/query-keys.ts';
import { useSession } from '#web/lib/session/session.ts';

/**
 * The signed-in customer's saved addresses (auth/get-user-addresses), in the order the server
 * keeps them. /address, /payment and /profile/my-addresses read this one cache entry; every
 * address change invalidates `addressKeys.all`.
 */
export const addressesQuery = (email: string) =>
  queryOptions({
    queryKey: addressKeys.of(email),
    queryFn: ({ signal }) => api('auth/get-user-addresses', { body: { email }, signal }),
  });

/** The saved addresses (disabled while signed out, or when the page does not need them). */
export function useAddresses({ enabled = true }: { enabled?: boolean } = {}) {
  const session = useSession();
  return useQuery({ ...addressesQuery(session?.email ?? ''), enabled: !!session && enabled });
}
