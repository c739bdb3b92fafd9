import { myOrdersQuery } from '#web/features/orders/get-my-orders.ts';
import { MyOrders } from '#web/features/orders/my-orders.tsx';
import type { LoaderFunctionArgs } from 'react-router';
import { loaderQueryClient, loaderSession } from '#web/lib/api/page-draw.ts';

/**
 * /profile/my-orders (the guard and frame are in profile-layout.tsx). The orders start loading
 * without holding up the page, which shows its placeholders meanwhile.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const session = loaderSession(context);
  if (session) void loaderQueryClient(context).prefetchQuery(myOrdersQuery(session.email));
  return null;
}

export function Component() {
  return <MyOrders />;
}
