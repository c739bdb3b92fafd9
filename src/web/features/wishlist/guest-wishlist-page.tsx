import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { X } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { catalogKeys } from '#shared/cache-keys.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { api } from '#web/lib/api/api-client.ts';
import { toggleGuestWishlist, useGuestCart } from '#web/lib/guest-cart/guest-cart.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { loginUrl } from '#web/lib/session/login-url.ts';
import { EmptyWishlist } from './empty-wishlist.tsx';
import type { WishlistPageProps } from './wishlist-page.tsx';

/** The product as the shop sells it now (the catalogue's public read and its cache entry). */
const productQuery = (id: number) => ({
  queryKey: catalogKeys.product(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api('products/get-product-details/:id', { method: 'GET', params: { id }, signal }),
});

const grid = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4';

/** Logging in brings the device's wishlist into the account, and comes back here. */
function KeptHere() {
  return (
    <p className="mb-6 text-sm text-muted">
      Kept on this device until you log in: then it moves into your account.{' '}
      <Link
        to={loginUrl(paths.wishlist)}
        className="inline-flex min-h-11 items-center font-semibold text-brand hover:underline"
      >
        Log in to keep it
      </Link>
    </p>
  );
}

/**
 * /wishlist for a visitor (docs/product.md#guest-cart): the products wishlisted on this device,
 * newest first, as shop cards with a remove X; a product no longer on sale is left out.
 */
export function GuestWishlistPage({ renderCard }: WishlistPageProps) {
  useDocumentTitle('Wishlist');
  const { wishlist } = useGuestCart();
  const products = useQueries({ queries: wishlist.map(productQuery) });
  if (wishlist.length === 0) {
    return (
      <Container width="wide">
        <EmptyWishlist />
        <div className="-mt-8 pb-12 text-center">
          <KeptHere />
        </div>
      </Container>
    );
  }
  const pending = products.some((p) => p.isPending);
  const shown = products.flatMap((p) => (p.data ? [p.data as Product] : []));
  return (
    <Container width="wide" className="py-6 sm:py-10">
      <section aria-labelledby="wishlist-heading" aria-busy={pending}>
        <h1
          id="wishlist-heading"
          className="mb-2 flex items-baseline gap-2 text-2xl font-bold tracking-tight sm:text-3xl"
        >
          My Wishlist
          {!pending && (
            <span className="text-base font-medium text-muted">
              ({shown.length} {shown.length === 1 ? 'item' : 'items'})
            </span>
          )}
        </h1>
        <KeptHere />
        {pending ? (
          <ul className={grid}>
            {wishlist.slice(0, 4).map((id) => (
              <li key={id} className="flex flex-col">
                <Skeleton className="aspect-[4/5] rounded-card" />
                <Skeleton className="mt-3 h-4 w-4/5" />
              </li>
            ))}
          </ul>
        ) : (
          <ul aria-label="Wishlisted products" className={grid}>
            {shown.map((product, i) => (
              <li key={product.product_id}>
                {renderCard(product, { action: <RemoveHere product={product} />, priority: i < 2 })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}

/** The X on a card: takes the product out of this device's wishlist. */
function RemoveHere({ product }: { product: Product }): ReactNode {
  return (
    <button
      type="button"
      onClick={() => toggleGuestWishlist(product.product_id)}
      aria-label={`Remove ${product.name} from wishlist`}
      className="inline-flex size-11 items-center justify-center rounded-full text-ink"
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-line hover:text-danger">
        <X aria-hidden="true" className="size-4" />
      </span>
    </button>
  );
}
