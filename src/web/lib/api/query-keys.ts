/**
 * Every query key of the web app in one place, so a feature can invalidate another's cache entry
 * without importing that feature (ADR 006: features do not import each other). A key that holds
 * a customer's data carries the e-mail, so another account never sees a cached entry; a change
 * invalidates the feature's `all` key. The public catalogue's keys are in #shared/cache-keys.ts:
 * the server fills those entries in the page's HTML. The catalogue feature imports them from
 * there, so Home's first load (its budget: scripts/check-first-load.ts) does not carry this
 * module.
 */
import type { DeliveryMethod } from '#shared/rules/delivery.ts';

export { catalogKeys } from '#shared/cache-keys.ts';

/** products/getProductsInCart: the cart page and the navbar's cart count. */
export const cartKeys = {
  all: ['cart'] as const,
  of: (email: string) => ['cart', email.toLowerCase()] as const,
};

/**
 * payment/quote: a view of the cart, so its key sits under the cart's; every cart change, which
 * invalidates `cartKeys.all`, re-prices it too.
 */
export const quoteKeys = {
  of: (email: string) => [...cartKeys.of(email), 'quote'] as const,
  for: (email: string, method: DeliveryMethod, couponCode = '') =>
    [...quoteKeys.of(email), method, couponCode] as const,
};

/** products/get-wishlisted-products: the wishlist page, the product page and the navbar. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  of: (email: string) => ['wishlist', email.toLowerCase()] as const,
};

/** auth/get-user-addresses: /address, /payment and /profile/my-addresses. */
export const addressKeys = {
  all: ['addresses'] as const,
  of: (email: string) => ['addresses', email.toLowerCase()] as const,
};

/** products/my-orders and products/my-order; placing an order drops `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (email: string) => ['orders', email.toLowerCase(), 'list'] as const,
  /** One order by its number (the order page and the thank-you page). */
  one: (email: string, orderNumber: string) =>
    ['orders', email.toLowerCase(), 'one', orderNumber] as const,
  /** An order found by its order_id or an orderItem_id, to learn its number. */
  lookup: (email: string, by: object) => ['orders', email.toLowerCase(), 'lookup', by] as const,
  /** orders/remedies: an order's refunds, payouts and replacements for wrong or damaged items. */
  remedies: (email: string, orderId: number) =>
    ['orders', email.toLowerCase(), 'remedies', orderId] as const,
};

/** orders/help/mine: one order's help requests, or those with no order ('none'). */
export const helpKeys = {
  all: ['help'] as const,
  of: (email: string, orderId: number | 'none') => ['help', email.toLowerCase(), orderId] as const,
};

/** auth/get-user-details: the profile's name and phone. */
export const userDetailsKeys = {
  all: ['user-details'] as const,
  of: (email: string) => ['user-details', email] as const,
};

/** payment/order/validate of one payment (the return page). */
export const paymentKeys = {
  of: (ref: string) => ['payment', ref] as const,
};

/** GET pincode/{pin}: where a PIN code is (the address form). */
export const pincodeKeys = {
  of: (pin: string) => ['pincode', pin] as const,
};

/** The admin's pages. */
/** A club's pages (its managers): everything of one club under one key. */
export const clubKeys = {
  club: (slug: string) => ['club', slug] as const,
  products: (slug: string) => ['club', slug, 'products'] as const,
  product: (slug: string, id: number) => ['club', slug, 'product', id] as const,
  drops: (slug: string) => ['club', slug, 'drops'] as const,
  /** One of the club's drops' print run and bagging list (under its drops: they reload with them). */
  dropPrint: (slug: string, id: number) => ['club', slug, 'drops', id, 'print'] as const,
  dropBagging: (slug: string, id: number) => ['club', slug, 'drops', id, 'bagging'] as const,
  orders: (slug: string, filters: object) => ['club', slug, 'orders', filters] as const,
  inbox: (slug: string) => ['club', slug, 'inbox'] as const,
};

export const adminKeys = {
  all: ['admin'] as const,
  product: (id: number) => ['admin', 'product', id] as const,
  orders: (filters: object) => ['admin', 'orders', filters] as const,
  order: (id: number) => ['admin', 'order', id] as const,
  summary: () => ['admin', 'summary'] as const,
  pickList: (method: string) => ['admin', 'pick-list', method] as const,
  /** Every view of the inbox. */
  inboxViews: ['admin', 'inbox'] as const,
  inbox: (filters: object) => ['admin', 'inbox', filters] as const,
  problems: () => ['admin', 'problems'] as const,
  coupons: () => ['admin', 'coupons'] as const,
  /** admin/exchanges: one order's size exchanges, or every one still to act on. */
  exchanges: (orderId: number | 'pending') => ['admin', 'exchanges', orderId] as const,
  /** Wrong or damaged items: one help request's or order's remedies, and the payouts to make. */
  remedies: ['admin', 'remedies'] as const,
  helpRemedies: (id: number) => ['admin', 'remedies', 'help', id] as const,
  orderRemedies: (orderId: number) => ['admin', 'remedies', 'order', orderId] as const,
  payouts: () => ['admin', 'remedies', 'payouts'] as const,
  drops: () => ['admin', 'drops'] as const,
  clubDrafts: () => ['admin', 'club-drafts'] as const,
  dropPrint: (id: number) => ['admin', 'drops', 'print', id] as const,
  dropBagging: (id: number) => ['admin', 'drops', 'bagging', id] as const,
};

/** notify/unsubscribe/check of one unsubscribe link (the unsubscribe page). */
export const notifyKeys = {
  unsubscribe: (token: string) => ['notify', 'unsubscribe', token] as const,
};
