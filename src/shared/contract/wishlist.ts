import { z } from 'zod';
import { IdLike, Ok, OptionalEmail } from './common.ts';
import { Product } from './catalog.ts';

/** products/toggleWishlist */
export const ToggleWishlistBody = z.object({ email: OptionalEmail, productId: IdLike });
export type ToggleWishlistBody = z.infer<typeof ToggleWishlistBody>;

/** `wishlisted` says where the toggle left the product. */
export const ToggleWishlistReply = z.object({
  status: Ok,
  message: z.string(),
  wishlisted: z.boolean(),
});
export type ToggleWishlistReply = z.infer<typeof ToggleWishlistReply>;

/** products/get-wishlisted-products */
export const GetWishlistBody = z.object({ email: OptionalEmail });
export type GetWishlistBody = z.infer<typeof GetWishlistBody>;
export const WishlistReply = z.object({ status: Ok, products: z.array(Product) });
export type WishlistReply = z.infer<typeof WishlistReply>;
