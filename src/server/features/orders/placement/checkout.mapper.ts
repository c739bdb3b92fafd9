import type { QuoteReply } from '#shared/contract/payment.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { ProductPreOrder } from '../../drops/index.ts';
import type { Quote } from './quote.ts';

/** A quote line's pre-order label: its drop, ready day and whether it takes cash. */
const preOrderOf = (terms: ProductPreOrder | undefined) =>
  terms
    ? {
        preOrder: {
          dropId: terms.dropId,
          dropName: terms.dropName,
          readyBy: terms.readyBy,
          cashAllowed: terms.cashAllowed,
        },
      }
    : {};

/** The contract's quote (rupees) from the domain quote. */
export function toQuoteReply(quote: Quote): Omit<QuoteReply, 'status'> {
  return {
    deliveryMethod: quote.deliveryMethod,
    allowedMethods: quote.allowedMethods,
    cashOnDeliveryAllowed: quote.cashOnDeliveryAllowed,
    ...(quote.cashOnDeliveryNote ? { cashOnDeliveryNote: quote.cashOnDeliveryNote } : {}),
    lines: quote.lines.map((l, i) => ({
      orderItem_id: l.id,
      product_id: l.product.id,
      name: l.product.name,
      style: l.product.style,
      imageUrl: l.product.imageUrls[0] ?? '',
      size: l.size,
      quantity: l.quantity,
      price: paiseToRupees(l.product.pricePaise),
      lineTotal: paiseToRupees(l.product.pricePaise * l.quantity),
      discount: paiseToRupees(quote.lineDiscounts[i] ?? 0),
      teeName: l.teeName,
      instiName: l.institutionName,
      ...(l.teeNumber ? { teeNumber: l.teeNumber } : {}),
      ...preOrderOf(quote.preOrders.get(l.productId)),
    })),
    totalMrp: paiseToRupees(quote.totals.totalMrp),
    platformFee: paiseToRupees(quote.totals.platformFee),
    deliveryCharges: paiseToRupees(quote.totals.deliveryCharges),
    totalAmount: paiseToRupees(quote.totals.totalAmount),
    discount: paiseToRupees(quote.totals.discount),
    ...(quote.coupon
      ? {
          coupon: quote.coupon.applied
            ? { code: quote.coupon.code, applied: true }
            : {
                code: quote.coupon.code,
                applied: false,
                message: quote.coupon.refusal.message,
                error: quote.coupon.refusal.code,
              },
        }
      : {}),
    ...(quote.totals.freeDeliveryGap
      ? { freeDeliveryGap: paiseToRupees(quote.totals.freeDeliveryGap) }
      : {}),
  };
}
