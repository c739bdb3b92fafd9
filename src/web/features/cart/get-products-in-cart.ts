import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CartLine as WireCartLine,
  CartProduct as WireCartProduct,
} from '#shared/contract/cart.ts';
import type { CartReply } from '#shared/contract/cart.ts';
import { cartReplyQuery } from '#web/lib/api/cart-reply.ts';
import { useSession } from '#web/lib/session/session.ts';

/** A cart line's product in the web's own names (ADR 017: wire names stay at the edge). */
export type CartProduct = Omit<WireCartProduct, 'isInstibuzz'> & { isOwnBrand: boolean };

/** One cart line in the web's own names; this file is where the wire's names are translated. */
export interface CartLine extends Omit<WireCartLine, 'orderItem_id' | 'instiName' | 'product'> {
  cartLineId: number;
  institutionName: string;
  product: CartProduct;
}

/** The wire's cart line in domain names. */
export function toCartLine({ orderItem_id, instiName, product, ...rest }: WireCartLine): CartLine {
  const { isInstibuzz, ...shown } = product;
  return {
    ...rest,
    cartLineId: orderItem_id,
    institutionName: instiName,
    product: { ...shown, isOwnBrand: isInstibuzz },
  };
}

const toCartLines = (reply: CartReply) => reply.products.map(toCartLine);

/**
 * The signed-in customer's cart lines (products/getProductsInCart). The cart page, the navbar's
 * cart count and the cart's coupon read its one cache entry (lib/api/cart-reply.ts). The cache
 * keeps the wire reply (early replies and prefetches land there as they came); `select` gives the
 * domain lines.
 */
export const cartQuery = (email: string) =>
  queryOptions({ ...cartReplyQuery(email), select: toCartLines });

/** The cart lines, newest first (disabled while signed out). */
export function useCart() {
  const session = useSession();
  return useQuery({ ...cartQuery(session?.email ?? ''), enabled: !!session });
}
