import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** Placeholder with the card's exact shape, so nothing moves when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div data-testid="product-card-skeleton" className="flex flex-col">
      <Skeleton className="aspect-[4/5] rounded-card" />
      <Skeleton className="mt-3 h-4 w-4/5" />
      <Skeleton className="mt-2 h-3 w-1/2" />
      <Skeleton className="mt-2.5 h-4 w-2/5" />
      <Skeleton className="mt-1.5 h-3 w-1/3" />
    </div>
  );
}
