import { useQuery } from '@tanstack/react-query';
import { cartQuery } from '#web/lib/cart-query.ts';
import { useSession } from '#web/lib/session.ts';

/** products/getProductsInCart: the signed-in customer's cart lines, newest first. */
export function useCart() {
  const session = useSession();
  return useQuery({ ...cartQuery(session?.email ?? ''), enabled: !!session });
}
