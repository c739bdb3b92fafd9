import { PackageOpen, RotateCw } from 'lucide-react';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';
import { type MyOrder, useMyOrders } from './get-my-orders.ts';
import { OrderCard } from './order-card.tsx';
import { PaidButNoOrderHelp } from './order-help-panel.tsx';

const PLACEHOLDERS = 4;

/** The server sends newest first; kept so whatever the order of the reply. */
const newestFirst = (orders: readonly MyOrder[]) => [...orders].sort((a, b) => b.date - a.date);

function OrdersSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Loading your orders</span>
      {Array.from({ length: PLACEHOLDERS }, (_, i) => (
        <div
          key={i}
          data-testid="order-placeholder"
          className="flex gap-3 rounded-card border border-line p-3 sm:gap-4 sm:p-4"
        >
          <Skeleton className="aspect-[4/5] w-20 shrink-0 rounded-lg sm:w-24" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * /profile/my-orders (docs/product.md#my-orders): a card per order, newest first,
 * with placeholders while loading and an invitation to the shop when there is nothing yet.
 */
export function MyOrders() {
  useDocumentTitle('My Orders');
  const { data, isPending, isError, error, refetch, isRefetching } = useMyOrders();
  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-5">
      <h1 id="orders-heading" className="text-2xl font-bold tracking-tight text-ink">
        My Orders
      </h1>
      {isPending ? (
        <OrdersSkeleton />
      ) : isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-muted">
          <p>{error.message}</p>
          <Button variant="outline" loading={isRefetching} onClick={() => void refetch()}>
            <RotateCw aria-hidden="true" className="size-4" />
            Try again
          </Button>
        </div>
      ) : data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line px-4 py-12 text-center">
          <PackageOpen aria-hidden="true" className="size-12 text-brand" />
          <p className="max-w-sm text-lg font-semibold text-ink">
            Seems like you are new here... Visit our shop page and order now!
          </p>
          <ButtonLink to={paths.shop} size="lg" className="min-w-40">
            Shop Now
          </ButtonLink>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {newestFirst(data).map((order) => (
            <li key={order.orderNumber}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      {!isPending && !isError && <PaidButNoOrderHelp />}
    </section>
  );
}
