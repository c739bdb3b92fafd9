import { RotateCw } from 'lucide-react';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ERRORS } from '#shared/errors.ts';
import { paths } from '#web/lib/routing/paths.ts';

/** The summary's place while the quote loads. */
export function QuoteSkeleton() {
  return (
    <div role="status" className="rounded-card border border-line p-4 sm:p-6">
      <span className="sr-only">Loading your order summary</span>
      <Skeleton className="h-5 w-2/5" />
      {[0, 1].map((i) => (
        <div key={i} className="mt-4 flex gap-3">
          <Skeleton className="aspect-[4/5] w-14 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
      <Skeleton className="mt-6 h-24" />
      <Skeleton className="mt-4 h-12" />
    </div>
  );
}

/** The quote could not be had: it can be retried. */
export function QuoteError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <p className="text-ink">{error.message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}

/** The quote has no lines (the cart was emptied meanwhile, say in another tab): back to it. */
export function EmptyQuote() {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-card border border-line bg-surface p-4 sm:p-6"
    >
      <p className="text-ink">{ERRORS.CART_EMPTY.message}</p>
      <ButtonLink to={paths.cart} variant="outline">
        Back to cart
      </ButtonLink>
    </div>
  );
}
