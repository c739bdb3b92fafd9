import type { ReactNode } from 'react';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { useQuote } from './get-quote.ts';
import { OrderSummary } from './order-summary.tsx';
import { EmptyQuote, QuoteError, QuoteSkeleton } from './quote-status.tsx';

/** The order summary for `method`, from the server's quote, with `children` (the button) below. */
export function QuoteSummary({
  method,
  couponCode,
  children,
}: {
  method: DeliveryMethod;
  couponCode?: string | undefined;
  children: ReactNode;
}) {
  const quote = useQuote(method, couponCode);
  if (quote.isPending) return <QuoteSkeleton />;
  if (quote.isError) return <QuoteError error={quote.error} onRetry={() => void quote.refetch()} />;
  if (quote.data.lines.length === 0) return <EmptyQuote />;
  return <OrderSummary quote={quote.data}>{children}</OrderSummary>;
}
