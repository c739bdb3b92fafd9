import type { ReactNode } from 'react';
import { LazyFooter } from './lazy-footer.tsx';
import { Navbar } from './navbar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { RouteFocus } from './route-focus.tsx';
import { ScrollManager } from './scroll-manager.tsx';
import type { AccountIcons } from './signed-in-actions.tsx';
import { useLayoutHandle } from './use-layout-handle.ts';
import { useSessionExpiryRedirect } from './use-session-expiry.ts';

/**
 * Page frame: skip link, navbar and footer as the route's handle asks, and the main region.
 * `accountIcons` go into a signed-in visitor's navbar (the root layout plugs in the wishlist and
 * cart features' icons with their counts).
 */
export function SiteShell({
  children,
  accountIcons,
}: {
  children: ReactNode;
  accountIcons?: AccountIcons;
}) {
  const layout = useLayoutHandle();
  useSessionExpiryRedirect();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <ScrollManager />
      <RouteFocus />
      {layout.navbar && <Navbar accountIcons={accountIcons} />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {layout.footer && <LazyFooter />}
    </div>
  );
}
