/**
 * Coupon codes (docs/product.md#coupon-codes): what a code may look like and what it may be
 * limited to. Pricing a coupon is the server's alone (server/features/orders/placement/pricing.ts).
 */

/** percent: a share of the goods it applies to; flat: a fixed amount off them. */
export const COUPON_KINDS = ['percent', 'flat'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/**
 * What a coupon applies to: every product, one club's products (the club's tag on its club
 * tees), or one category (a style). A later scope (a drop) is one more value here and one more
 * case in `inScope` on the server.
 */
export const COUPON_SCOPES = ['all', 'club', 'category'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** Letters, digits, `-` and `_`, 3 to 24 of them; stored and compared in capitals. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,24}$/;
export const COUPON_CODE_MAX = 24;

/** "welcome-10 " → "WELCOME-10": how a typed code is compared with the shop's. */
export const normalCouponCode = (typed: string) => typed.trim().toUpperCase();
