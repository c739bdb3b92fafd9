import { lazy } from 'react';
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

function AccountIcons({ email }: { email: string }) {
  return (
    <>
      <WishlistIconLink email={email} />
      <CartIconLink email={email} />
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
