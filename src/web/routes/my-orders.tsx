import { myOrdersQuery } from '#web/features/orders/get-my-orders.ts';
import { MyOrders } from '#web/features/orders/my-orders.tsx';
import { queryClient } from '#web/lib/api/query-client.ts';
import { getSession } from '#web/lib/session/session.ts';

/**
 * /profile/my-orders (the guard and frame are in profile-layout.tsx). The orders start loading
 * without holding up the page, which shows its placeholders meanwhile.
 */
export function loader() {
  const session = getSession();
  if (session) void queryClient.prefetchQuery(myOrdersQuery(session.email));
  return null;
}

export function Component() {
  return <MyOrders />;
}
