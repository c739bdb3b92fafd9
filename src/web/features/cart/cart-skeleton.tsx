import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** The cart's shape while its lines load: two lines beside (or above) the summary. */
export function CartSkeleton() {
  return (
    <div role="status" className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
      <span className="sr-only">Loading your cart</span>
      <div className="divide-y divide-line">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-3 py-5 sm:gap-5">
            <Skeleton className="aspect-[4/5] w-24 shrink-0 rounded-lg sm:w-28" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-5 w-3/5" />
              <Skeleton className="h-4 w-2/5" />
              <div className="mt-3 flex gap-3">
                <Skeleton className="h-11 w-28" />
                <Skeleton className="h-11 w-20" />
              </div>
            </div>
          </div>
        ))}
      </div>
      <Skeleton className="h-96 rounded-card" />
    </div>
  );
}
