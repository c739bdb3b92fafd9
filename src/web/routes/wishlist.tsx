import type { LoaderFunctionArgs } from 'react-router';
import { ProductCard } from '#web/features/catalog/product-card.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { wishlistQuery } from '#web/features/wishlist/get-wishlisted-products.ts';
import { GuestWishlistPage } from '#web/features/wishlist/guest-wishlist-page.tsx';
import { WishlistPage, type WishlistPageProps } from '#web/features/wishlist/wishlist-page.tsx';
import { loaderQueryClient, loaderSession } from '#web/lib/api/page-draw.ts';
import { checkSession, requireUser } from '#web/lib/session/route-guards.ts';
import { useSession } from '#web/lib/session/session.ts';

/**
 * /wishlist: a signed-in customer's wishlist (the list loads while its placeholders show), or a
 * visitor's, kept on their device (docs/product.md#guest-cart).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const stored = loaderSession(context);
  if (!checkSession('wishlist', stored)) return null;
  const session = requireUser(request, 'wishlist', stored);
  void loaderQueryClient(context).prefetchQuery(wishlistQuery(session.email));
  return null;
}

const renderCard: WishlistPageProps['renderCard'] = (product, { action, priority }) => (
  <ProductCard product={product} action={action} priority={priority} />
);

/** The wishlisted products drawn with the shop's own cards, each with a remove X. */
export function Component() {
  return useSession() ? (
    <WishlistPage renderCard={renderCard} />
  ) : (
    <GuestWishlistPage renderCard={renderCard} />
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
