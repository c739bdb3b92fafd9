import { useQuery } from '@tanstack/react-query';
import { useSession } from '#web/lib/session.ts';
import { wishlistQuery } from '#web/lib/wishlist-query.ts';

/** products/get-wishlisted-products: the customer's wishlist, most recently added first. */
export function useWishlist() {
  const session = useSession();
  return useQuery({ ...wishlistQuery(session?.email ?? ''), enabled: !!session });
}
