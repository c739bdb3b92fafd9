import { MAX_LINE_QUANTITY } from './sizes.ts';

/**
 * A size's stock is shared by all of a customer's cart lines of that product and size (club tees
 * can have several lines with different names), so what one line may hold is the stock minus
 * what the other lines already hold, and never more than 5. The cart page disables the
 * quantities above it; the server refuses them.
 */
export function lineLimit(stock: number, othersInCart: number): number {
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, stock - othersInCart));
}

export const totalQuantity = (lines: readonly { quantity: number }[]) =>
  lines.reduce((sum, l) => sum + l.quantity, 0);
