import { lineLimit, totalQuantity } from '#shared/rules/cart-stock.ts';
import { MAX_LINE_QUANTITY, type Size } from '#shared/rules/sizes.ts';
import { MSG } from '#shared/contract/messages.ts';
import type { CartLine } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { ProductPreOrder } from '../drops/index.ts';
import type { SizeForCart } from './cart.queries.ts';

/**
 * The stock rules every cart change shares. A size's stock is shared by all of the caller's
 * lines of that product and size (club tees can have several lines with different names), so
 * "what is left for this line" is the stock minus what the other lines already hold.
 */

/** The stock of `size` as a count; SIZE_UNAVAILABLE when the product does not come in it. */
export function stockOf({ stock }: SizeForCart, size: Size): number {
  if (stock === null) {
    throw new DomainError('SIZE_UNAVAILABLE', `Size ${size} is not available for this product`);
  }
  return Math.max(0, stock);
}

export const sameNames = (a: Pick<CartLine, 'teeName' | 'institutionName'>, b: typeof a) =>
  a.teeName === b.teeName && a.institutionName === b.institutionName;

/** "Size M is sold out", "Only 2 left in size M", "..., and 2 are already in your cart". */
export function notEnoughStock(size: Size, stock: number, inCart: number): DomainError {
  if (stock <= 0) return new DomainError('OUT_OF_STOCK', `Size ${size} is sold out`);
  const left = `Only ${stock} left in size ${size}`;
  if (inCart <= 0) return new DomainError('OUT_OF_STOCK', left);
  const held = `${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart`;
  return new DomainError('OUT_OF_STOCK', `${left}, and ${held}`);
}

/** Nothing more fits in a line holding `existing`: CART_LINE_FULL at 5, else the stock message. */
export function lineFull(size: Size, stock: number, others: number, existing: number) {
  if (lineLimit(stock, others) === MAX_LINE_QUANTITY) {
    return new DomainError(
      'CART_LINE_FULL',
      `You already have ${MAX_LINE_QUANTITY} of these in size ${size} in your cart, the most per item`,
    );
  }
  return notEnoughStock(size, stock, others + existing);
}

/** Why a wanted quantity was lowered to `quantity` (the line's limit), as a sentence. */
export function capNote(size: Size, stock: number, others: number, quantity: number): string {
  return lineLimit(stock, others) === MAX_LINE_QUANTITY
    ? `Quantity set to ${quantity}, the most per item.`
    : others > 0
      ? `Only ${stock} left in size ${size} and ${others} ${others === 1 ? 'is' : 'are'} in your other items, so quantity set to ${quantity}.`
      : `Only ${stock} left in size ${size}, so quantity set to ${quantity}.`;
}

/**
 * The names printed on a club or sponsored tee (both required); own-brand products carry none,
 * so whatever was sent is dropped and the line stores ''.
 */
export function lineNames(
  product: { isOwnBrand: boolean },
  body: { teeName: string; institutionName: string },
) {
  if (product.isOwnBrand) return { teeName: '', institutionName: '' };
  if (!body.teeName) throw new DomainError('NAMES_REQUIRED', MSG.enterTeeName);
  if (!body.institutionName) throw new DomainError('NAMES_REQUIRED', MSG.enterInstitution);
  return { teeName: body.teeName, institutionName: body.institutionName };
}

/**
 * The most a pre-order line may hold now (docs/product.md#drops): within 5, the drop's limit per
 * student less what they already have in it and their other lines of the product, and what the
 * drop's cap has left less their other lines on the same counter. The cart's quantity menu
 * offers up to this, and a quantity change is refused above it, so no offered choice is refused.
 */
export function preOrderLineMax(
  line: { id: number; productId: number; size: Size },
  lines: readonly { id: number; productId: number; size: Size; quantity: number }[],
  terms: Pick<ProductPreOrder, 'perStudentLimit' | 'already' | 'capFor'>,
): number {
  const others = lines.filter((l) => l.id !== line.id && l.productId === line.productId);
  const room = terms.perStudentLimit - terms.already - totalQuantity(others);
  const cap = terms.capFor(line.size);
  const capRoom =
    cap === null
      ? Infinity
      : cap.left - totalQuantity(cap.ownSize ? others.filter((l) => l.size === line.size) : others);
  return Math.max(0, Math.min(MAX_LINE_QUANTITY, room, capRoom));
}
