/** The routes of the page table (#shared/web-pages.ts); vite.page-routes.ts writes this module. */
declare module 'virtual:page-routes' {
  import type { RouteObject } from 'react-router';
  /** The root layout's route module, loaded lazily. */
  export const rootLayout: () => Promise<Record<string, unknown>>;
  /** Every page's route, the not-found page's last. */
  export const pageRoutes: RouteObject[];
}
