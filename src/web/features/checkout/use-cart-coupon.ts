import { useState } from 'react';
import { rupeesToPaise } from '#shared/rules/money.ts';
import type { CouponBoxProps } from './coupon-box.tsx';
import { useQuote } from './get-quote.ts';

/**
 * A coupon code entered in the cart (docs/product.md#coupon-codes): the server prices it through
 * the quote (its saving does not depend on the delivery method, so the pickup quote is asked);
 * the cart shows the saving, or the server's reason for refusing the code. The applied code goes
 * on to the next checkout step.
 */
export function useCartCoupon() {
  const [code, setCode] = useState('');
  const quote = useQuote('pickup', code, code !== '');
  const answer = code ? quote.data?.coupon : undefined;
  const applied = answer?.applied ? answer.code : undefined;
  const box: CouponBoxProps = {
    applied,
    saving: applied ? quote.data?.discount : undefined,
    refusal:
      answer && !answer.applied ? answer.message : quote.isError ? quote.error.message : undefined,
    busy: code !== '' && quote.isFetching,
    onApply: setCode,
    onRemove: () => setCode(''),
  };
  return {
    box,
    /** The code priced in and its saving in paise, once the server accepted it. */
    coupon: applied
      ? { code: applied, discountPaise: rupeesToPaise(quote.data?.discount ?? 0) }
      : undefined,
  };
}
