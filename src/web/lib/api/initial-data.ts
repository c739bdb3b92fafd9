import type { QueryClient } from '@tanstack/react-query';
import type { InitialQuery } from '#shared/cache-keys.ts';

/**
 * Puts the data the server wrote into the page (`<script id="initial-data">`) into the query
 * cache, so the first screen renders without waiting for its API call.
 */
export function primeFromPage(queryClient: QueryClient): void {
  const el = document.getElementById('initial-data');
  if (!el?.textContent) return;
  try {
    for (const { key, data } of JSON.parse(el.textContent) as InitialQuery[]) {
      queryClient.setQueryData(key, data);
    }
  } catch {
    // A malformed block only costs the round trip it was meant to save.
  }
}
