import { data, redirect, useLoaderData, useRouteError } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { normaliseOrderNumber } from '#shared/rules/order-number.ts';
import { findOrderNumber, myOrderQuery, useMyOrder } from '#web/features/orders/get-my-orders.ts';
import { OrderDetail } from '#web/features/orders/order-detail.tsx';
import { isOrderNotFound, OrderNotFound } from '#web/features/orders/order-not-found.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { loaderQueryClient, loaderSession } from '#web/lib/api/page-draw.ts';

/**
 * /profile/my-orders/{orderNumber} (the guard and frame are in profile-layout.tsx): loads the
 * whole order first, so a reload shows it whole. An old link by orderItem_id (digits) goes on to
 * its order's number; a number typed in lower case to its written form; anything else, and an
 * order that is not the student's, reads as "Order not found".
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const raw = params.orderRef ?? '';
  const session = loaderSession(context);
  const client = loaderQueryClient(context);
  if (/^\d{1,10}$/.test(raw)) {
    if (!session) return { orderNumber: '' };
    const orderNumber = await findOrderNumber(client, session.email, {
      orderItemId: Number(raw),
    });
    throw redirect(paths.myOrder(orderNumber));
  }
  const orderNumber = normaliseOrderNumber(raw);
  if (!orderNumber) throw data('Order not found', { status: 404 });
  if (orderNumber !== raw) throw redirect(paths.myOrder(orderNumber));
  if (session) await client.ensureQueryData(myOrderQuery(session.email, orderNumber));
  return { orderNumber };
}

export function Component() {
  const { orderNumber } = useLoaderData<typeof loader>();
  const { data: order } = useMyOrder(orderNumber);
  return order ? <OrderDetail order={order} /> : null;
}

export function ErrorBoundary() {
  return isOrderNotFound(useRouteError()) ? <OrderNotFound /> : <RouteError />;
}
