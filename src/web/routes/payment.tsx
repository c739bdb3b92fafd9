import { Navigate, redirect, useLocation, useNavigate } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { AddressText } from '#web/features/addresses/address-text.tsx';
import { addressesQuery, useAddresses } from '#web/features/addresses/get-user-addresses.ts';
import { ensureQuote } from '#web/features/checkout/get-quote.ts';
import type { PaymentChoice } from '#web/features/checkout/payment-choice.ts';
import {
  addressStepPath,
  changeDestinationPath,
  readPaymentChoice,
} from '#web/features/checkout/payment-choice.ts';
import { PaymentPage } from '#web/features/checkout/payment-page.tsx';
import { keepCartCoupon } from '#web/features/checkout/use-cart-coupon.ts';
import { thankYouPath } from '#web/features/orders/get-my-orders.ts';
import { CheckoutHeader } from '#web/features/layout/checkout-header.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { cartKeys, orderKeys } from '#web/lib/api/query-keys.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';
import { loginUrl } from '#web/lib/session/login-url.ts';
import { getSession } from '#web/lib/session/session.ts';

/**
 * /payment, the last checkout step (docs/product.md#checkout). The method (and hostel, or saved
 * address) comes from the previous step's state or the URL; without it the customer goes back to
 * the step that asks for it: the cart, or /address for an address that is not (or no longer) saved.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = requireUser(request, 'payment', undefined, { guestTo: loginUrl(paths.cart) });
  const choice = readPaymentChoice(new URL(request.url));
  if (!choice) throw redirect(paths.cart);
  const home = choice.deliveryMethod === 'delivery';
  const [, addresses] = await Promise.all([
    ensureQuote(queryClient, session.email, choice.deliveryMethod, choice.couponCode),
    home ? queryClient.ensureQueryData(addressesQuery(session.email)) : null,
  ]);
  if (addresses && !addresses.some((a) => a.id === choice.addressId)) {
    throw redirect(addressStepPath(null, choice.couponCode));
  }
  return null;
}

const back = (choice: PaymentChoice) => ({
  to: changeDestinationPath(choice),
  label: choice.deliveryMethod === 'delivery' ? 'Back to address' : 'Back to cart',
});

/** No navbar or footer here. A placed order opens its thank-you page; the cart is empty. */
export function Component() {
  const location = useLocation();
  const choice = readPaymentChoice(location);
  const navigate = useNavigate();
  const addresses = useAddresses({ enabled: choice?.deliveryMethod === 'delivery' });
  const address = addresses.data?.find((a) => a.id === choice?.addressId);
  if (!choice) return <Navigate to={paths.cart} replace />;

  const onCouponChange = (couponCode: string) => {
    // Kept with the cart too when it applies (docs/product.md#coupon-codes): "Back to cart", or
    // a failed payment's, finds it; a refused code is shown here from the quote.
    void keepCartCoupon(couponCode).catch(() => undefined);
    const search = new URLSearchParams(location.search);
    if (couponCode) search.set('coupon', couponCode);
    else search.delete('coupon');
    void navigate(
      { search: search.toString() },
      { replace: true, state: { ...choice, couponCode }, preventScrollReset: true },
    );
  };
  const onPlaced = async (orderId: number) => {
    queryClient.removeQueries({ queryKey: orderKeys.all });
    await navigate(await thankYouPath(getSession()?.email ?? '', orderId), { replace: true });
    await queryClient.invalidateQueries({ queryKey: cartKeys.all });
  };
  return (
    <>
      <CheckoutHeader step="PAYMENT" back={back(choice)} />
      <PaymentPage
        choice={choice}
        destination={address && <AddressText address={address} />}
        onPlaced={onPlaced}
        onCouponChange={onCouponChange}
      />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <CheckoutHeader step="PAYMENT" back={{ to: paths.cart, label: 'Back to cart' }} />
      <RouteError />
    </>
  );
}
