import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** True for answers that will not change on retry (bad input, not found, not allowed...). */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
}

/**
 * The one QueryClient, shared by route loaders (`ensureQueryData` / `prefetchQuery`) and
 * components (`useQuery`), so both read the same cache entries.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, error) => !isFinal(error) && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
