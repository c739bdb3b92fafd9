import { data, useLoaderData, useRouteError } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { normaliseOrderNumber } from '#shared/rules/order-number.ts';
import { myOrderQuery, useMyOrder } from '#web/features/orders/get-my-orders.ts';
import { isOrderNotFound, OrderNotFound } from '#web/features/orders/order-not-found.tsx';
import { ThankYou } from '#web/features/orders/thank-you.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { loaderQueryClient, loaderSession } from '#web/lib/api/page-draw.ts';
import { requireUser } from '#web/lib/session/route-guards.ts';

/**
 * /thank-you/{orderNumber}: where PLACE ORDER and a completed online payment end
 * (docs/product.md#thank-you-page); signed-in students only, their own orders only.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = requireUser(request, 'thankYou', loaderSession(context));
  const orderNumber = normaliseOrderNumber(params.orderNumber ?? '');
  if (!orderNumber) throw data('Order not found', { status: 404 });
  await loaderQueryClient(context).ensureQueryData(myOrderQuery(session.email, orderNumber));
  return { orderNumber };
}

export function Component() {
  const { orderNumber } = useLoaderData<typeof loader>();
  const { data: order } = useMyOrder(orderNumber);
  return order ? <ThankYou order={order} /> : null;
}

export function ErrorBoundary() {
  return isOrderNotFound(useRouteError()) ? (
    <Container width="narrow" className="py-8">
      <OrderNotFound />
    </Container>
  ) : (
    <RouteError />
  );
}
