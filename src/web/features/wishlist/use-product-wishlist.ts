import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useGuestPeek } from '#web/lib/guest-cart/guest-peek.ts';
import { useSession } from '#web/lib/session/session.ts';

import { useWishlist } from './get-wishlisted-products.ts';
import { useToggleWishlist } from './toggle-wishlist.ts';

/**
 * WISHLIST / WISHLISTED on the product page: the state comes from the customer's wishlist, the
 * button toggles it and toasts the server's answer. A visitor's wishlist is kept on their device
 * until they log in (docs/product.md#guest-cart). Returns ProductView's `wishlist` prop.
 */
export function useProductWishlist(productId: number) {
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
  const [guest, reread] = useGuestPeek();
  if (!useSession()) {
    return {
      wishlisted: !!guest.wishlist?.includes(productId),
      onToggle: () =>
        void import('#web/lib/guest-cart/guest-cart.ts').then((m) => {
          m.wishlistFromProductPage(productId);
          reread();
        }),
    };
  }
  const wishlisted = wishlist.data?.some((p) => p.product_id === productId) ?? false;
  return {
    wishlisted,
    busy: toggle.isPending,
    onToggle: () =>
      void withProgressToast(() => toggle.mutateAsync(productId), {
        loading: wishlisted ? 'Removing from wishlist' : 'Adding to wishlist',
        success: (reply) => reply.message,
      }).catch(() => undefined),
  };
}
