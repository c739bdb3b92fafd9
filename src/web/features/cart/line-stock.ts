import type { CartLine } from './get-products-in-cart.ts';
import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import { bySizeOrder, MAX_LINE_QUANTITY, MIN_LINE_QUANTITY } from '#shared/rules/sizes.ts';

export interface Choice {
  value: string;
  label: string;
  disabled: boolean;
}

/** The sizes a line can move to: every size the product comes in, sold-out ones disabled. */
export function sizeChoices(line: CartLine): Choice[] {
  return [...line.product.sizeQuantities].sort(bySizeOrder).map(({ size, quantity }) => {
    const soldOut = quantity <= 0;
    return {
      value: size,
      label: soldOut ? `${size} (sold out)` : size,
      disabled: soldOut && size !== line.size,
    };
  });
}

/**
 * Quantities 1 to 5; those above what the size has left (after the customer's other lines of the
 * same product and size) are disabled, except the line's own quantity. A pre-order's line offers
 * only what the student may still pre-order (`quantityMax`, from the server: the drop's limit
 * less what they already ordered, and its cap), so no choice is then refused; its own quantity
 * stays listed when it is above that. A numbered piece's line offers 1 alone.
 */
export function quantityChoices(line: CartLine, lines: readonly CartLine[]): Choice[] {
  // A numbered piece is one jersey: its line holds 1 (another number is another line).
  if (line.teeNumber) {
    return [...new Set([MIN_LINE_QUANTITY, line.quantity])].map((n) => ({
      value: String(n),
      label: String(n),
      disabled: n !== MIN_LINE_QUANTITY,
    }));
  }
  if (line.preOrder) {
    const most = Math.min(line.preOrder.quantityMax, MAX_LINE_QUANTITY);
    const values = new Set([line.quantity]);
    for (let n = MIN_LINE_QUANTITY; n <= most; n++) values.add(n);
    return [...values]
      .sort((a, b) => a - b)
      .map((n) => ({ value: String(n), label: String(n), disabled: false }));
  }
  const stock = line.product.sizeQuantities.find((s) => s.size === line.size)?.quantity ?? 0;
  const others = totalQuantity(
    lines.filter(
      (l) => l !== line && l.product.product_id === line.product.product_id && l.size === line.size,
    ),
  );
  const most = lineLimit(stock, others);
  return Array.from({ length: MAX_LINE_QUANTITY - MIN_LINE_QUANTITY + 1 }, (_, i) => {
    const n = MIN_LINE_QUANTITY + i;
    return { value: String(n), label: String(n), disabled: n > most && n !== line.quantity };
  });
}
