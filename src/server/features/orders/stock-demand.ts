import type { Size } from '#shared/rules/sizes.ts';
import type { OrderLine } from '../../db/checkout-snapshot.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { CartLineRecord } from '../cart/index.ts';

/**
 * What an order's lines ask of the stock (stock.ts), and the buyer's words when it is short: the
 * quantities of one size (or drop counter) summed, in the one order every taker follows.
 */

export interface SizeDemand {
  sizeId: number;
  /** A pre-order takes from its drop's counter instead of the size (features/drops, ADR 019). */
  dropStockId: number | undefined;
  productName: string;
  size: Size;
  quantity: number;
}

/** Where a demand is taken from: `s12` (a size's stock) or `d3` (a drop's counter). */
const targetOf = (d: { sizeId: number; dropStockId?: number | undefined }) =>
  d.dropStockId === undefined ? `s${d.sizeId}` : `d${d.dropStockId}`;

/**
 * What the lines need per product size (or drop counter), in a fixed order (sizes by id, then
 * drop counters by id: no lock cycles).
 */
export function demandBySize(lines: readonly OrderLine[]): SizeDemand[] {
  const bySize = new Map<string, SizeDemand>();
  for (const line of lines) {
    const target = targetOf(line);
    const seen = bySize.get(target);
    if (seen) seen.quantity += line.quantity;
    else {
      bySize.set(target, {
        sizeId: line.sizeId,
        dropStockId: line.dropStockId,
        productName: line.productName,
        size: line.size,
        quantity: line.quantity,
      });
    }
  }
  const rank = (d: SizeDemand) =>
    d.dropStockId === undefined ? d.sizeId : Number.MAX_SAFE_INTEGER / 2 + d.dropStockId;
  return [...bySize.values()].sort((a, b) => rank(a) - rank(b));
}

/** Whether two sets of lines need the same quantity of the same sizes (held stock still fits). */
export function sameDemand(a: readonly OrderLine[], b: readonly OrderLine[]): boolean {
  const key = (lines: readonly OrderLine[]) =>
    demandBySize(lines)
      .map((d) => `${targetOf(d)}:${d.quantity}`)
      .join(',');
  return key(a) === key(b);
}

/** "Only 2 left of Quad Tee in this drop" / "Quad Tee in size M is sold out in this drop". */
export function dropCapReached(d: SizeDemand, left: number): DomainError {
  const message =
    left <= 0
      ? `${d.productName} in size ${d.size} is sold out in this drop. Please remove it from your cart.`
      : `Only ${left} more of ${d.productName} can be pre-ordered in this drop. Please lower the quantity in your cart.`;
  return new DomainError('DROP_CAP_REACHED', message);
}

/** "Only 2 left of Quad Tee in size M" / "Quad Tee in size M is sold out". */
export function soldOut(d: SizeDemand, left: number): DomainError {
  const message =
    left <= 0
      ? `${d.productName} in size ${d.size} is sold out. Please remove it from your cart.`
      : `Only ${left} left of ${d.productName} in size ${d.size}. Please lower the quantity in your cart.`;
  return new DomainError('OUT_OF_STOCK', message);
}

/**
 * OUT_OF_STOCK (DROP_CAP_REACHED for a pre-order) at once, with the answer `takeStock` would
 * give, when the stock read with the cart (a plain read: no lock) is already short of what the
 * lines need. At a drop most buyers come after the size sold out; refused here, they do not
 * queue for its row lock behind the buyers still taking it. Enough stock here proves nothing:
 * taking or holding decides. The cart shows a drop product's size with what is left under the
 * counter its pre-order takes from (cart.queries.ts picks it as `counterFor` does).
 */
export function refuseShortStock(
  lines: readonly OrderLine[],
  cart: readonly CartLineRecord[],
): void {
  const read = new Map(cart.flatMap((l) => l.product.sizes.map((s) => [s.id, s.quantity])));
  for (const d of demandBySize(lines)) {
    const left = read.get(d.sizeId) ?? 0;
    if (left >= d.quantity) continue;
    throw d.dropStockId === undefined ? soldOut(d, left) : dropCapReached(d, left);
  }
}
