import { useQuery } from '@tanstack/react-query';
import { cartQuery } from '#web/lib/cart-query.ts';
import { wishlistQuery } from '#web/lib/wishlist-query.ts';
import { AccountIconLinks } from './account-icon-links.tsx';

/**
 * The wishlist and cart icons with their counts: pieces in the cart, products wishlisted. Reads
 * the same cache entries as the cart and wishlist pages, so every change shows here at once.
 * Loaded only for signed-in visitors (the navbar imports it lazily), keeping the query code out
 * of everyone else's first load.
 */
export function CountedIconLinks({ email }: { email: string }) {
  const cart = useQuery({
    ...cartQuery(email),
    select: (lines) => lines.reduce((n, line) => n + line.quantity, 0),
  });
  const wishlist = useQuery({ ...wishlistQuery(email), select: (products) => products.length });
  return <AccountIconLinks counts={{ cart: cart.data ?? 0, wishlist: wishlist.data ?? 0 }} />;
}
