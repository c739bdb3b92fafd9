import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { rupeesToPaise } from '#shared/rules/money.ts';
import type { CartReply } from '#shared/contract/cart.ts';
import { api } from '#web/lib/api/api-client.ts';
import { cartReplyQuery } from '#web/lib/api/cart-reply.ts';
import { useSession } from '#web/lib/session/session.ts';
import type { CouponBoxProps } from './coupon-box.tsx';
import { useQuote } from './get-quote.ts';

/**
 * products/cart-coupon: keeps a code with the cart once the server found it applies ('' forgets
 * it); answers the code kept. The payment page keeps a code entered there the same way, so "Back
 * to cart" finds it.
 */
export const keepCartCoupon = async (couponCode: string) =>
  (await api('products/cart-coupon', { body: { couponCode } })).couponCode;

/**
 * A coupon code entered in the cart (docs/product.md#coupon-codes): kept with the cart on the
 * server, so a reload or a failed payment's "Back to cart" finds it applied; priced through the
 * quote (its saving does not depend on the delivery method, so the pickup quote is asked). The
 * cart shows the saving, or the server's reason for refusing the code. The applied code goes on
 * to the next checkout step.
 */
export function useCartCoupon() {
  const email = useSession()?.email ?? '';
  const queryClient = useQueryClient();
  // The code kept with the cart comes in the cart's own reply (one request per cart load).
  const kept = useQuery({
    ...cartReplyQuery(email),
    select: (reply) => reply.couponCode ?? '',
    enabled: email !== '',
  });
  const keep = useMutation({
    mutationFn: keepCartCoupon,
    onSuccess: (couponCode) =>
      queryClient.setQueryData(cartReplyQuery(email).queryKey, (reply?: CartReply) =>
        reply ? { ...reply, couponCode } : reply,
      ),
  });
  const code = kept.data ?? '';
  const quote = useQuote('pickup', code, code !== '');
  const answer = code ? quote.data?.coupon : undefined;
  const applied = answer?.applied ? answer.code : undefined;
  const box: CouponBoxProps = {
    applied,
    saving: applied ? quote.data?.discount : undefined,
    refusal: keep.error
      ? keep.error.message
      : answer && !answer.applied
        ? `${answer.code}: ${answer.message ?? ''}`
        : quote.isError
          ? quote.error.message
          : undefined,
    busy: keep.isPending || (code !== '' && quote.isFetching),
    onApply: (next) => keep.mutate(next),
    onRemove: () => keep.mutate(''),
  };
  return {
    box,
    /** The code priced in and its saving in paise, once the server accepted it. */
    coupon: applied
      ? { code: applied, discountPaise: rupeesToPaise(quote.data?.discount ?? 0) }
      : undefined,
  };
}
