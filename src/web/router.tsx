import type { RouteObject } from 'react-router';
import { pageRoutes, rootLayout } from 'virtual:page-routes';

/**
 * The app's route table (main.tsx makes the browser router from it; web tests render it in a
 * memory router). Its pages come from the page table (#shared/web-pages.ts), written out at build
 * time (vite.page-routes.ts): every page at its path in lib/routing/paths.ts, drawn by its route module
 * under routes/, loaded lazily and exporting `Component` (and optionally `loader`,
 * `ErrorBoundary`), with what of the navbar and footer it shows in `handle`
 * (docs/product.md#layout), read by the root layout.
 */
export const routes: RouteObject[] = [
  {
    lazy: rootLayout as RouteObject['lazy'],
    // Nothing to show before the first lazy route resolves; the HTML shell paints the background.
    HydrateFallback: () => null,
    children: pageRoutes,
  },
];
