import { useQuery } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { ProductCard } from './product-card.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import { ProductGrid } from './product-grid.tsx';
import { productsQuery } from './get-products.ts';

const PLACEHOLDERS = 11;

/** "Our Products" with its count, then the cards (11 placeholders while loading). */
export function ProductList() {
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(productsQuery());

  return (
    <section aria-labelledby="our-products" aria-busy={isPending}>
      <h1
        id="our-products"
        className="mb-6 flex items-baseline gap-2 text-2xl font-bold tracking-tight sm:text-3xl"
      >
        Our Products
        {data && <span className="text-base font-medium text-muted">({data.length})</span>}
      </h1>

      {isPending && (
        <>
          <p role="status" className="sr-only">
            Loading products
          </p>
          <ProductGrid>
            {Array.from({ length: PLACEHOLDERS }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ProductGrid>
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

      {data && data.length === 0 && (
        <p className="rounded-card bg-surface px-4 py-12 text-center text-muted">
          New designs are on their way. Please check back soon.
        </p>
      )}

      {data && data.length > 0 && (
        <ProductGrid label="Products">
          {data.map((p, i) => (
            <li key={p.product_id}>
              <ProductCard product={p} priority={i < 2} />
            </li>
          ))}
        </ProductGrid>
      )}
    </section>
  );
}
