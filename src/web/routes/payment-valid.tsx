import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { PaymentReturn } from '#web/features/checkout/payment-return.tsx';
import { useValidatePayment } from '#web/features/checkout/validate-payment.ts';
import { CheckoutHeader } from '#web/features/layout/checkout-header.tsx';
import { thankYouPath } from '#web/features/orders/get-my-orders.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { getSession } from '#web/lib/session/session.ts';
import { queryClient } from '#web/lib/api/query-client.ts';
import { cartKeys, orderKeys } from '#web/lib/api/query-keys.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';
import { notify } from '#web/lib/toast/toast.ts';

export const ORDER_PLACED_ONLINE = 'Your order is placed successfully';

/** Where the gateway sends the browser back: the shop checks the payment and places the order. */
export function loader({ request }: LoaderFunctionArgs) {
  requireUser(request, 'paymentValid');
  return null;
}

export function Component() {
  const { paymentRef = '' } = useParams();
  const navigate = useNavigate();
  const check = useValidatePayment(paymentRef);
  const outcome = check.data;

  useEffect(() => {
    if (outcome?.state !== 'placed') return;
    notify.success(ORDER_PLACED_ONLINE);
    queryClient.removeQueries({ queryKey: orderKeys.all });
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void thankYouPath(getSession()?.email ?? '', outcome.orderId).then((to) =>
      navigate(to, { replace: true }),
    );
  }, [outcome, navigate]);

  return (
    <>
      <CheckoutHeader step="PAYMENT" back={{ to: paths.cart, label: 'Back to cart' }} />
      <PaymentReturn
        outcome={outcome}
        error={check.isError ? check.error : null}
        onRetry={() => void check.refetch()}
      />
    </>
  );
}
