import { useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { CartPage } from '#web/features/cart/cart-page.tsx';
import { cartQuery } from '#web/features/cart/get-products-in-cart.ts';
import { GuestCartPage } from '#web/features/cart/guest-cart-page.tsx';
import { useGoToCheckout } from '#web/features/checkout/checkout-choice.ts';
import { CouponBox } from '#web/features/checkout/coupon-box.tsx';
import { useCartCoupon } from '#web/features/checkout/use-cart-coupon.ts';
import { CheckoutHeader } from '#web/features/layout/checkout-header.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { loaderQueryClient, loaderSession } from '#web/lib/api/page-draw.ts';
import { wishlistKeys } from '#web/lib/api/query-keys.ts';
import { mergeGuestCart, readGuestCart, takeMergeNotes } from '#web/lib/guest-cart/guest-cart.ts';
import { checkSession, requireUser } from '#web/lib/session/route-guards.ts';
import { useSession } from '#web/lib/session/session.ts';

/**
 * /cart: a signed-in customer's cart, or a visitor's, kept on their device
 * (docs/product.md#guest-cart). The cart starts loading without holding up the page, which shows
 * its placeholders meanwhile. A device cart still there once signed in (its merge at login
 * failed, or the login was in another tab) joins the account first.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const stored = loaderSession(context);
  if (!checkSession('cart', stored)) return null;
  const session = requireUser(request, 'cart', stored);
  const guest = readGuestCart();
  if (guest.lines.length > 0 || guest.wishlist.length > 0) {
    await mergeGuestCart(session.token).catch(() => undefined);
  }
  void loaderQueryClient(context).prefetchQuery(cartQuery(session.email));
  return null;
}

/** No navbar or footer here (docs/product.md#layout): the checkout header instead. */
export function Component() {
  const session = useSession();
  return (
    <>
      <CheckoutHeader step="CART" />
      {session ? <SignedInCart /> : <GuestCartPage />}
    </>
  );
}

function SignedInCart() {
  const goToCheckout = useGoToCheckout();
  const { coupon, box } = useCartCoupon();
  // What joining the device's cart changed (a line lowered to the stock, or left out), once.
  const [notes] = useState(takeMergeNotes);
  return (
    <>
      {notes.length > 0 && (
        <Container width="wide" className="pt-6">
          <div role="status" className="rounded-lg border border-accent/40 bg-accent/10 px-4 py-3">
            <p className="font-semibold text-ink">
              Your cart from this device is in your account. What changed:
            </p>
            <ul className="mt-1 list-disc pl-5 text-sm text-ink">
              {notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        </Container>
      )}
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
