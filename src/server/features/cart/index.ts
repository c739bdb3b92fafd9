// The cart area's public surface (ADR 017): the lines an order is placed from, and the
// transaction that holds the cart's lock while it is.
export {
  cartLinesOnSale,
  cartPreOrders,
  forgetCartCoupon,
  keepCartCoupon,
} from './cart.service.ts';
export type { CartLineRecord } from './cart.queries.ts';
export { cartTransaction } from './cart-lock.ts';
