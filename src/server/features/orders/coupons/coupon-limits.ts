import type { RouteLimits } from '../../../plugins/rate-limit.ts';

const per15 = (max: number) => ({ max, windowMs: 15 * 60_000 });

/**
 * Calls that carry a coupon code (payment/quote, payment/confirm, payment/order) share these
 * counts, so codes cannot be guessed by trying many (docs/product.md#coupon-codes): per student,
 * and per IP only as a ceiling against floods, as a campus shares a few addresses
 * (docs/decisions/022). Calls without a code are not counted.
 */
export const COUPON_LIMITS = {
  field: { name: 'couponCode', scope: 'coupon-tries', user: per15(30), ip: per15(1_500) },
  message: (wait) => `Too many coupon code tries. Please try again in ${wait}.`,
} satisfies RouteLimits;
