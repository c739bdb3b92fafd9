import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { MSG } from '#shared/contract/messages.ts';
import type { QuoteLine as WireQuoteLine, QuoteReply } from '#shared/contract/payment.ts';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { api } from '#web/lib/api/api-client.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { quoteKeys } from '#web/lib/api/query-keys.ts';
import { useSession } from '#web/lib/session/session.ts';
import { notify } from '#web/lib/toast/toast.ts';

/** A priced cart line in the web's own names (ADR 017: wire names stay at the edge). */
export type QuoteLine = Omit<WireQuoteLine, 'orderItem_id' | 'instiName'> & {
  cartLineId: number;
  institutionName: string;
};
export type Quote = Omit<QuoteReply, 'lines'> & { lines: QuoteLine[] };

/** The wire's quote in domain names. */
const toQuote = (reply: QuoteReply): Quote => ({
  ...reply,
  lines: reply.lines.map(({ orderItem_id, instiName, ...line }) => ({
    ...line,
    cartLineId: orderItem_id,
    institutionName: instiName,
  })),
});

/**
 * payment/quote: what the cart costs for a delivery method, priced by the server (the /address
 * and /payment pages show only these figures). The quote is a view of the cart, so its key sits
 * under the cart's (lib/api/query-keys.ts): every cart change re-prices it too. The cache keeps
 * the wire reply; `select` gives the domain quote.
 */
export const quoteQuery = (email: string, method: DeliveryMethod, couponCode = '') =>
  queryOptions({
    queryKey: quoteKeys.for(email, method, couponCode),
    queryFn: ({ signal }) =>
      api('payment/quote', {
        body: { email, deliveryMethod: method, ...(couponCode ? { couponCode } : {}) },
        signal,
      }),
    staleTime: 10_000,
    select: toQuote,
  });

/** The quote for `method`, with the coupon code when one is entered (disabled while signed out). */
export function useQuote(method: DeliveryMethod, couponCode = '', enabled = true) {
  const session = useSession();
  return useQuery({
    ...quoteQuery(session?.email ?? '', method, couponCode),
    enabled: !!session && enabled,
  });
}

/**
 * For a checkout step's loader: the quote, or a redirect to /cart when there is nothing to check
 * out (empty cart) or the cart cannot be paid with `method` (anything but pickup while online
 * payment is off).
 */
export async function ensureQuote(
  client: QueryClient,
  email: string,
  method: DeliveryMethod,
  couponCode = '',
): Promise<Quote> {
  const quote = await client.ensureQueryData(quoteQuery(email, method, couponCode));
  if (quote.lines.length === 0) throw redirect(paths.cart);
  if (!quote.allowedMethods.includes(method)) {
    notify.error(MSG.onlinePaymentOff);
    throw redirect(paths.cart);
  }
  return toQuote(quote);
}
