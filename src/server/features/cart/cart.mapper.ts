import type { AddToCartBody, CartLine, MergeGuestCartBody } from '#shared/contract/cart.ts';
import { toProductReply } from '../catalog/index.ts';
import type { CartPreOrder } from '#shared/contract/cart.ts';
import type { ProductPreOrder } from '../drops/index.ts';
import type { CartLineRecord } from './cart.queries.ts';
import { preOrderLineMax } from './cart-rules.ts';

/** An add-to-cart request in the domain's words: the wire's instiName is the institution's name. */
export type CartAddition = Omit<AddToCartBody, 'instiName' | 'dropKey'> & {
  institutionName: string;
  /** A link-only drop's secret, when the student came with its link. */
  dropKey?: string;
};

export const fromAddToCartBody = ({ instiName, ...body }: AddToCartBody): CartAddition => ({
  ...body,
  institutionName: instiName,
});

/** A guest cart as the merge takes it: each line an addition, in the domain's words. */
export interface GuestCart {
  lines: Omit<CartAddition, 'email'>[];
  wishlist: number[];
}

export const fromGuestCartBody = ({ lines, wishlist }: MergeGuestCartBody): GuestCart => ({
  lines: lines.map(({ instiName, ...line }) => ({ ...line, institutionName: instiName })),
  wishlist,
});

/** A request about one cart line in the domain's words: the wire's orderItem_id is its id. */
export type OnCartLine<Body extends { orderItem_id: number }> = Omit<Body, 'orderItem_id'> & {
  cartLineId: number;
};

export const fromCartLineBody = <Body extends { orderItem_id: number }>({
  orderItem_id,
  ...body
}: Body): OnCartLine<Body> => ({ ...body, cartLineId: orderItem_id });

/** A line's pre-order as the cart shows it: its drop, ready day and quantity bound. */
function toCartPreOrder(
  line: CartLineRecord,
  lines: readonly CartLineRecord[],
  terms: ProductPreOrder,
): CartPreOrder {
  return {
    dropId: terms.dropId,
    dropName: terms.dropName,
    readyBy: terms.readyBy,
    cashAllowed: terms.cashAllowed,
    perStudentLimit: terms.perStudentLimit,
    // A numbered piece is one jersey: its line holds 1.
    quantityMax: terms.membersOnly
      ? 0
      : Math.min(line.teeNumber ? 1 : Infinity, preOrderLineMax(line, lines, terms)),
    ...(terms.membersOnly ? { membersOnly: terms.membersOnly } : {}),
  };
}

/**
 * The contract's cart line (unit price in rupees) from the domain record; a pre-order's line
 * (its product's terms in `preOrders`) with its drop.
 */
export function toCartLineReply(
  line: CartLineRecord,
  lines: readonly CartLineRecord[] = [line],
  preOrders: ReadonlyMap<number, ProductPreOrder> = new Map(),
): CartLine {
  const product = toProductReply(line.product);
  const terms = preOrders.get(line.productId);
  return {
    orderItem_id: line.id,
    quantity: line.quantity,
    size: line.size,
    style: product.style,
    price: product.price,
    teeName: line.teeName,
    instiName: line.institutionName,
    ...(line.teeNumber ? { teeNumber: line.teeNumber } : {}),
    product: {
      product_id: product.product_id,
      name: product.name,
      details: product.details,
      price: product.price,
      style: product.style,
      imageUrl: product.imageUrl,
      isInstibuzz: product.isInstibuzz,
      sizeQuantities: product.sizeQuantities,
    },
    ...(terms ? { preOrder: toCartPreOrder(line, lines, terms) } : {}),
  };
}
