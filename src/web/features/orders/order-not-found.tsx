import { isRouteErrorResponse } from 'react-router';
import { SearchX } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { ApiError } from '#web/lib/api/api-error.ts';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

/** A route error that means "no such order of yours": a bad address, or the API's 4xx. */
export const isOrderNotFound = (error: unknown) =>
  (isRouteErrorResponse(error) && error.status === 404) ||
  (error instanceof ApiError && [400, 403, 404].includes(error.httpStatus));

/** An order item that does not exist, or is someone else's. */
export function OrderNotFound() {
  useDocumentTitle('Order not found');
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line px-4 py-12 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted" />
      <h1 className="text-2xl font-bold tracking-tight text-ink">Order not found</h1>
      <p className="max-w-sm text-muted">
        We could not find this order in your account. Your orders are all listed in My Orders.
      </p>
      <ButtonLink to={paths.myOrders} size="lg">
        Back to My Orders
      </ButtonLink>
    </div>
  );
}
