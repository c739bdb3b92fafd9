import type { LoaderFunctionArgs } from 'react-router';
import { CartPage } from '#web/features/cart/cart-page.tsx';
import { CheckoutHeader } from '#web/features/layout/checkout-header.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { cartQuery } from '#web/lib/cart-query.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { requireUser } from '#web/lib/route-guards.ts';

/**
 * /cart, for signed-in customers ("Please Login" and home otherwise). The cart starts loading
 * without holding up the page, which shows its placeholders meanwhile.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const session = requireUser(request, 'cart');
  void queryClient.prefetchQuery(cartQuery(session.email));
  return null;
}

/** No navbar or footer here (docs/product.md#layout): the checkout header instead. */
export function Component() {
  return (
    <>
      <CheckoutHeader step="CART" />
      <CartPage />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <CheckoutHeader step="CART" />
      <RouteError />
    </>
  );
}
