import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createStaticHandler,
  createStaticRouter,
  RouterContextProvider,
  StaticRouterProvider,
} from 'react-router';
import type { InitialQuery } from '#shared/cache-keys.ts';
import type { DrawnSession, EarlyReply } from '#shared/drawn-session.ts';
import { cartQuery } from '#web/features/cart/get-products-in-cart.ts';
import { myOrderQuery, myOrdersQuery } from '#web/features/orders/get-my-orders.ts';
import { userDetailsQuery } from '#web/features/profile/get-user-details.ts';
import type { ApiReply } from '#web/lib/api/api-client.ts';
import { pageDrawContext, type PageDraw } from '#web/lib/api/page-draw.ts';
import { newQueryClient } from '#web/lib/api/query-client.ts';
import { DrawnSessionContext } from '#web/lib/session/session.ts';
import { applySettings, type ShopSettings } from '#web/lib/settings/settings.ts';
import { routes } from '#web/router.tsx';

/**
 * The first paint of the landing pages (docs/decisions/011) and of the signed-in pages opened
 * with a session cookie (docs/decisions/020), drawn on the server. The server builds this file
 * with Vite (`dist/ssr/entry-server.js`) and calls `renderPage`; the browser hydrates the same
 * routes (main.tsx).
 *
 * Data comes only from `initial`, the same entries the page's HTML carries for the browser's
 * cache, so both draw the same thing; nothing here calls the API. A landing page is drawn as a
 * guest; a signed-in page as `session` (no token), which the HTML names for the browser too.
 * Each draw has its own query cache and visitor (lib/api/page-draw.ts) and this module keeps no
 * state, so any number of draws may run at once and none sees another's data.
 */
export async function renderPage(
  url: URL,
  initial: InitialQuery[],
  settings: Partial<ShopSettings>,
  session?: DrawnSession,
): Promise<string | undefined> {
  // The shop's own settings, the same for every visitor of this server.
  applySettings(settings);
  const draw: PageDraw = {
    queryClient: drawQueryClient(initial),
    session: session ? { token: '', ...session } : null,
  };
  const signal = AbortSignal.timeout(DRAW_LIMIT_MS);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }), {
    requestContext: new RouterContextProvider(new Map([[pageDrawContext, draw]])),
  });
  // A redirect or an error page is left to the browser, which knows the session.
  if (context instanceof Response || context.errors) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // React would leave a part that failed to draw for the browser; the page goes out undrawn
  // instead, with the failure for the server's log.
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={draw.queryClient}>
        <DrawnSessionContext value={draw.session}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </DrawnSessionContext>
      </QueryClientProvider>
    </StrictMode>,
    {
      signal,
      // Every part in place: React would otherwise move a large or late part (a lazy
      // component's first use) to the end with an inline script to reveal it, which the
      // Content Security Policy blocks.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (err) => void (failure ??= err),
    },
  );
  if (failure) throw failure;
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (html.includes('<script')) throw new Error('the drawn page needs an inline script');
  return html;
}

/**
 * A draw still running past this is stopped: the server has sent the page undrawn by then
 * (features/site/first-paint.service.ts waits 1 s), so going on would only cost CPU and memory.
 */
const DRAW_LIMIT_MS = 1_500;

/**
 * A draw's own cache holding the page's data. A query that is not in `initial` fails at once
 * (there is no API to reach here): the draw then fails and the browser draws the page, instead
 * of the draw waiting on retries.
 */
function drawQueryClient(initial: InitialQuery[]): QueryClient {
  const client = newQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retry: false },
  });
  for (const { key, data } of initial) client.setQueryData(key, data);
  return client;
}

type Entry = (email: string, body: Record<string, string>, reply: never) => InitialQuery;

/**
 * The cache entry each early call of the page table (`early` in #shared/web-pages.ts) fills, under
 * the key and in the form the page's own query keeps it (its queryFn's result).
 */
const EARLY_ENTRIES: Record<string, Entry> = {
  'products/getProductsInCart': (email, _body, reply: ApiReply<'products/getProductsInCart'>) => ({
    key: cartQuery(email).queryKey,
    data: reply,
  }),
  'auth/get-user-details': (email, _body, reply: ApiReply<'auth/get-user-details'>) => ({
    key: userDetailsQuery(email).queryKey,
    data: reply,
  }),
  'products/my-orders': (email, _body, reply: ApiReply<'products/my-orders'>) => ({
    key: myOrdersQuery(email).queryKey,
    data: reply.orders,
  }),
  'products/my-order': (email, body, reply: ApiReply<'products/my-order'>) => ({
    key: myOrderQuery(email, body.orderNumber ?? '').queryKey,
    data: reply.order,
  }),
};

/**
 * A signed-in page's early replies, as the server made them for `email`, as the web app's cache
 * entries; undefined when one is a call this table does not know (the browser then draws it).
 */
export function earlyQueries(email: string, replies: EarlyReply[]): InitialQuery[] | undefined {
  const entries: InitialQuery[] = [];
  for (const { call, body, reply } of replies) {
    const entry = EARLY_ENTRIES[call];
    if (!entry) return undefined;
    entries.push(entry(email, body, reply as never));
  }
  return entries;
}
