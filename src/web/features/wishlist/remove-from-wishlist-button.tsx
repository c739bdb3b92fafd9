import { X } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useToggleWishlist } from './toggle-wishlist.ts';

/** The X on a wishlist card: takes the product out of the wishlist. */
export function RemoveFromWishlistButton({ product }: { product: Product }) {
  const toggle = useToggleWishlist();
  const remove = () =>
    void withProgressToast(() => toggle.mutateAsync(product.product_id), {
      loading: 'Removing from wishlist',
      success: (reply) => reply.message,
    }).catch(() => undefined);
  return (
    <button
      type="button"
      onClick={remove}
      disabled={toggle.isPending}
      aria-busy={toggle.isPending || undefined}
      aria-label={`Remove ${product.name} from wishlist`}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink"
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-line hover:text-danger">
        {toggle.isPending ? (
          <Spinner size="sm" label="" />
        ) : (
          <X aria-hidden="true" className="size-4" />
        )}
      </span>
    </button>
  );
}
