import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InitialQuery } from '#shared/cache-keys.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { applySettings, type ShopSettings } from '#web/lib/settings.ts';
import { routes } from '#web/router.tsx';

/**
 * The first paint of the public landing pages, drawn on the server (docs/decisions/011). The
 * server builds this file with Vite (`dist/ssr/entry-server.js`) and calls `renderPage` for
 * pages anyone may see; the browser hydrates the same routes (main.tsx).
 *
 * The page is drawn as a guest: sessions live in the browser, so signed-in parts appear when the
 * app hydrates. Data comes only from `initial`, the same entries the page's HTML carries for the
 * browser's cache, so both draw the same thing; nothing here calls the API.
 */
export async function renderPage(
  url: URL,
  initial: InitialQuery[],
  settings: Partial<ShopSettings>,
): Promise<string | undefined> {
  applySettings(settings);
  // One cache per process, as in the browser: it only ever holds the public catalogue entries
  // the server hands in, the same for every guest.
  for (const { key, data } of initial) queryClient.setQueryData(key, data);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  // A redirect or an error page is left to the browser, which knows the session.
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // React would leave a part that failed to draw for the browser; the page goes out undrawn
  // instead, with the failure for the server's log.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
    { onError: (err) => void (failure ??= err) },
  );
  if (failure) throw failure;
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
