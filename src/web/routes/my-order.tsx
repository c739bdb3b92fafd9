import { data, isRouteErrorResponse, useLoaderData, useRouteError } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { orderItemQuery, useOrderItem } from '#web/features/orders/get-individual-order.ts';
import { OrderDetail } from '#web/features/orders/order-detail.tsx';
import { OrderNotFound } from '#web/features/orders/order-not-found.tsx';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { getSession } from '#web/lib/session.ts';

/**
 * /profile/my-orders/{orderItem_id} (the guard and frame are in profile-layout.tsx): loads the
 * item with its order first, so a reload shows it whole. An id that is not a number, and an order
 * that is not the customer's, read as "Order not found".
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const raw = params.orderItemId ?? '';
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1) throw data('Order not found', { status: 404 });
  const session = getSession();
  if (session) await queryClient.ensureQueryData(orderItemQuery(session.email, id));
  return { id };
}

export function Component() {
  const { id } = useLoaderData<typeof loader>();
  const { data: reply } = useOrderItem(id);
  return reply ? <OrderDetail reply={reply} /> : null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof ApiError && [400, 403, 404].includes(error.httpStatus));
  return notFound ? <OrderNotFound /> : <RouteError />;
}
