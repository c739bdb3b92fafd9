import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { AddressPicker } from '#web/features/addresses/address-picker.tsx';
import { addressesQuery } from '#web/features/addresses/get-user-addresses.ts';
import { checkoutTarget } from '#web/features/checkout/checkout-choice.ts';
import { CheckoutColumns } from '#web/features/checkout/checkout-columns.tsx';
import { ensureQuote } from '#web/features/checkout/get-quote.ts';
import { readPaymentChoice } from '#web/features/checkout/payment-choice.ts';
import { QuoteSummary } from '#web/features/checkout/quote-summary.tsx';
import { useAddressStep } from '#web/features/checkout/use-address-step.ts';
import { CheckoutHeader } from '#web/features/layout/checkout-header.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';
import { loginUrl } from '#web/lib/session/login-url.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

/**
 * /address, checkout step 2 for home delivery (docs/product.md#checkout). Without the cart's
 * choice it goes back to the cart (pickup and hostel go on to /payment); an empty cart goes back
 * too. Addresses and the home-delivery quote load before the page shows.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = requireUser(request, 'address', undefined, { guestTo: loginUrl(paths.cart) });
  const choice = readPaymentChoice(new URL(request.url));
  if (!choice) throw redirect(paths.cart);
  if (choice.deliveryMethod !== 'delivery') throw redirect(checkoutTarget(choice).to);
  await Promise.all([
    ensureQuote(queryClient, session.email, 'delivery', choice.couponCode),
    queryClient.ensureQueryData(addressesQuery(session.email)),
  ]);
  return null;
}

/** No navbar or footer here (docs/product.md#layout): the checkout header instead. */
export function Component() {
  useDocumentTitle('Delivery address');
  const step = useAddressStep();
  return (
    <>
      <CheckoutHeader step="ADDRESS" back={{ to: paths.cart, label: 'Back to cart' }} />
      <CheckoutColumns
        main={<AddressPicker value={step.addressId} onChange={step.select} error={step.error} />}
        aside={
          <QuoteSummary method="delivery" couponCode={step.couponCode}>
            <Button size="lg" block onClick={step.proceed}>
              PROCEED TO PAYMENT
            </Button>
          </QuoteSummary>
        }
      />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <CheckoutHeader step="ADDRESS" back={{ to: paths.cart, label: 'Back to cart' }} />
      <RouteError />
    </>
  );
}
