import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteShell } from '#web/features/layout/site-shell.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';

// The wishlist and cart icons with their counts (and the query code behind them) belong to those
// features; they load only when a signed-in visitor's navbar shows them.
const WishlistIconLink = lazy(() =>
  import('#web/features/wishlist/wishlist-icon-link.tsx').then((m) => ({
    default: m.WishlistIconLink,
  })),
);
const CartIconLink = lazy(() =>
  import('#web/features/cart/cart-icon-link.tsx').then((m) => ({ default: m.CartIconLink })),
);

/** An icon's place while its code loads (a 44 px slot, as the icon's). */
const iconSlot = <span className="size-11" aria-hidden="true" />;

/**
 * Each lazy icon has its own boundary: on a drawn page Preact resumes a lazy part into its own
 * drawn range, and two in one range lost the second's (the cart link, then the profile menu after
 * it, were drawn anew: a hydration mismatch).
 */
function AccountIcons({ email }: { email: string }) {
  return (
    <>
      <Suspense fallback={iconSlot}>
        <WishlistIconLink email={email} />
      </Suspense>
      <Suspense fallback={iconSlot}>
        <CartIconLink email={email} />
      </Suspense>
    </>
  );
}

/** The frame every page renders in; navbar and footer follow the matched route's `handle`. */
export function Component() {
  return (
    <SiteShell accountIcons={AccountIcons}>
      <Outlet />
    </SiteShell>
  );
}

/** Errors thrown by a page's loader or render keep the navbar and footer around them. */
export function ErrorBoundary() {
  return (
    <SiteShell accountIcons={AccountIcons}>
      <RouteError />
    </SiteShell>
  );
}
