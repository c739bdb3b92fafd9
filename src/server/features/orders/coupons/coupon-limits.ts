import type { RouteLimits } from '../../../plugins/rate-limit.ts';

const per15 = (max: number) => ({ max, windowMs: 15 * 60_000 });

/**
 * Calls that carry a coupon code (payment/quote, payment/confirm, payment/order) share these
 * counts, per student and per IP, so codes cannot be guessed by trying many
 * (docs/product.md#coupon-codes). Calls without a code are not counted. The per-IP number is
 * generous because a whole hostel can share one address.
 */
export const COUPON_LIMITS = {
  field: { name: 'couponCode', scope: 'coupon-tries', user: per15(30), ip: per15(120) },
  message: (wait) => `Too many coupon code tries. Please try again in ${wait}.`,
} satisfies RouteLimits;
