import type { LoaderFunctionArgs } from 'react-router';
import { CartPage } from '#web/features/cart/cart-page.tsx';
import { cartQuery } from '#web/features/cart/get-products-in-cart.ts';
import { useGoToCheckout } from '#web/features/checkout/checkout-choice.ts';
import { CouponBox } from '#web/features/checkout/coupon-box.tsx';
import { useCartCoupon } from '#web/features/checkout/use-cart-coupon.ts';
import { CheckoutHeader } from '#web/features/layout/checkout-header.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { loaderQueryClient, loaderSession } from '#web/lib/api/page-draw.ts';
import { wishlistKeys } from '#web/lib/api/query-keys.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/**
 * /cart, for signed-in customers ("Please Login" and home otherwise). The cart starts loading
 * without holding up the page, which shows its placeholders meanwhile.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const session = requireUser(request, 'cart', loaderSession(context));
  void loaderQueryClient(context).prefetchQuery(cartQuery(session.email));
  return null;
}

/** No navbar or footer here (docs/product.md#layout): the checkout header instead. */
export function Component() {
  const goToCheckout = useGoToCheckout();
  const { coupon, box } = useCartCoupon();
  return (
    <>
      <CheckoutHeader step="CART" />
      <CartPage
        onCheckout={(choice) => goToCheckout({ ...choice, couponCode: coupon?.code })}
        onMovedToWishlist={refreshWishlist}
        coupon={coupon}
        couponBox={<CouponBox {...box} />}
      />
    </>
  );
}

/** A line moved to the wishlist: the wishlist (page and navbar count) shows it. */
const refreshWishlist = () => queryClient.invalidateQueries({ queryKey: wishlistKeys.all });

export function ErrorBoundary() {
  return (
    <>
      <CheckoutHeader step="CART" />
      <RouteError />
    </>
  );
}
