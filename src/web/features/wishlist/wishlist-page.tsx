import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Container } from '#web/components/ui/container.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { EmptyWishlist } from './empty-wishlist.tsx';
import { RemoveFromWishlistButton } from './remove-from-wishlist-button.tsx';
import { useWishlist } from './get-wishlisted-products.ts';

export interface WishlistPageProps {
  /** Draws one product card (the shop's card), with `action` over its image. */
  renderCard: (product: Product, options: { action: ReactNode; priority: boolean }) => ReactNode;
}

const grid = 'grid grid-cols-2 gap-x-3 gap-y-8 sm:gap-x-5 md:grid-cols-3 lg:grid-cols-4';

/** /wishlist (docs/product.md#wishlist): wishlisted products as shop cards with a remove X. */
export function WishlistPage({ renderCard }: WishlistPageProps) {
  useDocumentTitle('Wishlist');
  const { data, isPending, isError, error, refetch, isRefetching } = useWishlist();

  if (data?.length === 0) {
    return (
      <Container width="wide">
        <EmptyWishlist />
      </Container>
    );
  }
  return (
    <Container width="wide" className="py-6 sm:py-10">
      <section aria-labelledby="wishlist-heading" aria-busy={isPending}>
        <h1
          id="wishlist-heading"
          className="mb-6 flex items-baseline gap-2 text-2xl font-bold tracking-tight sm:text-3xl"
        >
          My Wishlist
          {data && (
            <span className="text-base font-medium text-muted">
              ({data.length} {data.length === 1 ? 'item' : 'items'})
            </span>
          )}
        </h1>
        {isPending && (
          <>
            <p role="status" className="sr-only">
              Loading your wishlist
            </p>
            <ul className={grid}>
              {[0, 1, 2, 3].map((i) => (
                <li key={i} className="flex flex-col">
                  <Skeleton className="aspect-[4/5] rounded-card" />
                  <Skeleton className="mt-3 h-4 w-4/5" />
                  <Skeleton className="mt-2 h-3 w-1/2" />
                  <Skeleton className="mt-2.5 h-4 w-2/5" />
                </li>
              ))}
            </ul>
          </>
        )}
        {isError && (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-card bg-surface px-4 py-12 text-center"
          >
            <p className="text-muted">{error.message}</p>
            <Button variant="outline" loading={isRefetching} onClick={() => void refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              Try again
            </Button>
          </div>
        )}
        {data && (
          <ul aria-label="Wishlisted products" className={grid}>
            {data.map((product, i) => (
              <li key={product.product_id}>
                {renderCard(product, {
                  action: <RemoveFromWishlistButton product={product} />,
                  priority: i < 2,
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
