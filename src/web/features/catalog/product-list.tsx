import { useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductGrid } from './product-grid.tsx';
import { STALE_STOCK_NOTE } from './stock.ts';
import { shopPagesQuery } from './search-products.ts';

const PLACEHOLDERS = 11;

/** Moves focus to a card's link without scrolling: the page stays where the reader left it. */
const focusCard = (item: HTMLLIElement | null) =>
  item?.querySelector('a')?.focus({ preventScroll: true });

/**
 * "Our Products" with the number on sale, then the cards of the pages loaded so far (11
 * placeholders while the first loads) and Show more for the next page. The new cards are added
 * below the ones shown, so the page does not move, and focus goes to the first new card.
 * With a search (`search`, its address parameters), the cards are its matches and a status line
 * counts them; the cards of the search before stay, dimmed, until the new ones arrive.
 */
export function ProductList({ search = '' }: { search?: string }) {
  const {
    data,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    isPlaceholderData,
  } = useInfiniteQuery({ ...shopPagesQuery(search), placeholderData: keepPreviousData });
  // The index of the first card a Show more asked for, which takes focus when it arrives.
  const [focusAt, setFocusAt] = useState<number>();

  const products = data?.pages.flatMap((page) => page.products);
  const pagesLoaded = data?.pages.length ?? 0;
  const total = data?.pages.at(-1)?.total ?? 0;
  const left = products ? Math.max(total - products.length, 0) : 0;

  const showMore = () => {
    if (isFetchingNextPage || !products) return;
    setFocusAt(products.length);
    void fetchNextPage();
  };

  const busy = isPending || isPlaceholderData;
  const stale = products?.some((p) => p.stale);

  return (
    <section aria-labelledby="our-products" aria-busy={busy}>
      <h1
        id="our-products"
        className="mb-4 flex items-baseline gap-2 text-2xl font-bold tracking-tight sm:text-3xl"
      >
        Our Products
        {products && !search && <span className="text-base font-medium text-muted">({total})</span>}
      </h1>
      <p
        role="status"
        className={
          (search || stale) && products ? 'mb-4 text-sm font-medium text-muted' : 'sr-only'
        }
      >
        {busy
          ? 'Loading products'
          : stale
            ? STALE_STOCK_NOTE
            : products && resultCount(total, !!search)}
      </p>

      {isPending && (
        <>
          <ProductGrid>
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ProductGrid>
        </>
      )}

      {isError && !products && (
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

      {products && products.length === 0 && !search && (
        <p className="rounded-card bg-surface px-4 py-12 text-center text-muted">
          New designs are on their way. Please check back soon.
        </p>
      )}

      {products && products.length === 0 && search && !isPlaceholderData && <NoMatches />}

      {products && products.length > 0 && (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ProductGrid label="Products">
            {products.map((p, i) => (
              <li key={p.product_id} ref={i === focusAt ? focusCard : undefined}>
                <ProductCard product={p} priority={i < 2} />
              </li>
            ))}
          </ProductGrid>
          <div className="mt-10 flex flex-col items-center gap-3 text-center">
            {(hasNextPage || pagesLoaded > 1) && (
              <p aria-live="polite" className="text-sm text-muted">
                Showing {products.length} of {total} products
              </p>
            )}
            {isFetchNextPageError && (
              <p role="alert" className="text-sm text-danger">
                Could not load more products. Please try again.
              </p>
            )}
            {hasNextPage && (
              <Button
                variant="outline"
                size="lg"
                className="min-w-56"
                aria-disabled={isFetchingNextPage || undefined}
                aria-busy={isFetchingNextPage || undefined}
                onClick={showMore}
              >
                {isFetchingNextPage && <Spinner size="sm" label="" />}
                Show more
                <span className="font-medium text-muted">({left} left)</span>
              </Button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** The number of products shown, said the way a search reads it. */
const resultCount = (total: number, searched: boolean) =>
  searched
    ? `${total} ${total === 1 ? 'product' : 'products'} found`
    : `${total} ${total === 1 ? 'product' : 'products'}`;

/** A search with no matches: what to try, and the way back to every product. */
function NoMatches() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-card bg-surface px-4 py-12 text-center">
      <p className="text-lg font-semibold text-ink">No products match your search</p>
      <p className="max-w-md text-muted">
        Check the spelling, try a shorter word, or choose fewer filters or a wider price range.
      </p>
      <Link
        to={paths.shop}
        preventScrollReset
        className="font-medium text-brand underline underline-offset-4"
      >
        Show every product
      </Link>
    </div>
  );
}
