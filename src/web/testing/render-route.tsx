import { configure, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { queryClient } from '#web/lib/api/query-client.ts';
import { setSession } from '#web/lib/session/session.ts';
import type { Session } from '#web/lib/session/session.ts';
import { routes as appRoutes } from '#web/router.tsx';

// Lazy route modules are transformed on first use; on a busy 2-core machine that can take longer
// than Testing Library's 1 s default wait, so `findBy…` waits up to 5 s.
configure({ asyncUtilTimeout: 5000 });

export interface RenderRouteOptions {
  /** What to render: the app's real route table (root layout included) unless a test gives its own. */
  routes?: RouteObject | RouteObject[];
  /** A signed-in customer, stored in localStorage before the first loader runs. */
  session?: Session;
}

/**
 * Renders the app (or the given routes) at `url` in a memory router with the query client, the
 * way main.tsx does in the browser. Each call starts with an empty localStorage and an empty
 * query cache: route loaders fill the app's one QueryClient, so it is emptied rather than replaced.
 * `url` may be a history (`['/shop', '/cart']`); the last entry is shown. jsdom cannot scroll, so
 * window.scrollTo (called on every navigation) is stubbed. Mock only `fetch`.
 */
export function renderRoute(url: string | string[] = '/', options: RenderRouteOptions = {}) {
  localStorage.clear();
  queryClient.clear();
  if (!vi.isMockFunction(window.scrollTo))
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  if (options.session) setSession(options.session);
  const routes = options.routes ?? appRoutes;
  const entries = Array.isArray(url) ? url : [url];
  const router = createMemoryRouter(Array.isArray(routes) ? routes : [routes], {
    initialEntries: entries,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

/** Renders one element (a screen or a panel on its own) as the page at '/', as renderRoute does. */
export function renderElement(
  element: ReactElement,
  options: Omit<RenderRouteOptions, 'routes'> = {},
) {
  return renderRoute('/', { ...options, routes: { path: '/', element } });
}
