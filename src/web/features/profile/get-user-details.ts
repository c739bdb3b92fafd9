import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api/api-client.ts';
import { userDetailsKeys } from '#web/lib/api/query-keys.ts';

/** auth/get-user-details: the signed-in customer's details, cached per account. */
export const userDetailsQuery = (email: string) =>
  queryOptions({
    queryKey: userDetailsKeys.of(email),
    queryFn: ({ signal }) => api('auth/get-user-details', { body: { email }, signal }),
  });

export function useUserDetails(email: string) {
  return useQuery({ ...userDetailsQuery(email), enabled: email !== '' });
}
