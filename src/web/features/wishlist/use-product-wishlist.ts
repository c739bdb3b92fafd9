import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useWishlist } from './get-wishlisted-products.ts';
import { useToggleWishlist } from './toggle-wishlist.ts';

/**
 * WISHLIST / WISHLISTED on the product page: the state comes from the customer's wishlist, the
 * button toggles it and toasts the server's answer. Returns ProductView's `wishlist` prop.
 */
export function useProductWishlist(productId: number) {
  const wishlist = useWishlist();
  const toggle = useToggleWishlist();
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
