import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** True for answers that will not change on retry (bad input, not found, not allowed...). */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
}

/** A QueryClient with the app's defaults: the browser's one, or one server draw's (entry-server.tsx). */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (count, error) => !isFinal(error) && count < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser's one QueryClient, shared by route loaders (`ensureQueryData` / `prefetchQuery`)
 * and components (`useQuery`), so both read the same cache entries. The server has none: each
 * of its draws makes its own (lib/api/page-draw.ts), so two visitors' pages never share a cache, and
 * any use of this one while drawing there throws (the page then goes out for the browser to draw).
 */
export const queryClient: QueryClient =
  typeof window === 'undefined' ? noClientOnTheServer() : newQueryClient();

function noClientOnTheServer(): QueryClient {
  return new Proxy({} as QueryClient, {
    get() {
      throw new Error("the server draws with each page's own QueryClient (lib/api/page-draw.ts)");
    },
  });
}
