import { Outlet } from 'react-router';
import { SiteShell } from '#web/features/layout/site-shell.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';

/** The frame every page renders in; navbar and footer follow the matched route's `handle`. */
export function Component() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** Errors thrown by a page's loader or render keep the navbar and footer around them. */
export function ErrorBoundary() {
  return (
    <SiteShell>
      <RouteError />
    </SiteShell>
  );
}
