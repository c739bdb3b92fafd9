// The cart area's public surface (ADR 017): the lines an order is placed from, and the
// transaction that holds their stock while it is.
export { cartLinesOnSale } from './cart.queries.ts';
export type { CartLineRecord } from './cart.queries.ts';
export { cartTransaction } from './cart.stock.ts';
