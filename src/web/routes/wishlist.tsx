import type { LoaderFunctionArgs } from 'react-router';
import { ProductCard } from '#web/features/catalog/product-card.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { wishlistQuery } from '#web/features/wishlist/get-wishlisted-products.ts';
import { WishlistPage } from '#web/features/wishlist/wishlist-page.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/** /wishlist, for signed-in customers; the list loads while its placeholders show. */
export function loader({ request }: LoaderFunctionArgs) {
  const session = requireUser(request, 'wishlist');
  void queryClient.prefetchQuery(wishlistQuery(session.email));
  return null;
}

/** The wishlisted products drawn with the shop's own cards, each with a remove X. */
export function Component() {
  return (
    <WishlistPage
      renderCard={(product, { action, priority }) => (
        <ProductCard product={product} action={action} priority={priority} />
      )}
    />
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
