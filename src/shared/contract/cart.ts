import { z } from 'zod';
import { MSG } from './messages.ts';
import { IdLike, Ok, OptionalEmail, maybe, optionalText } from './common.ts';
import { Product, Style } from './catalog.ts';
import { CouponCodeInput } from './coupons.ts';
import { LineQuantityField, requiredText, sizeField } from './fields.ts';
import { GUEST_CART_MAX_LINES, GUEST_WISHLIST_MAX } from '../rules/guest-cart.ts';

/** The product as a cart line shows it. */
export const CartProduct = Product.pick({
  product_id: true,
  name: true,
  // Lets a cart line link to /products/{slug(details)}/{id}.
  details: true,
  price: true,
  style: true,
  imageUrl: true,
  isInstibuzz: true,
  sizeQuantities: true,
});
export type CartProduct = z.infer<typeof CartProduct>;

/**
 * A cart line's pre-order (docs/product.md#drops): its drop, ready day and whether it takes cash;
 * the drop's limit per student, and the most this line may hold now (within 5, the limit less
 * what the student ordered and their other lines of the product hold, and what the drop's cap
 * has left): the cart's quantity menu offers only up to it.
 */
export const CartPreOrder = z.object({
  dropId: z.number().int(),
  dropName: z.string(),
  readyBy: z.string(),
  cashAllowed: z.boolean(),
  perStudentLimit: z.number().int(),
  quantityMax: z.number().int(),
  /** The student may not pre-order from this members-only drop: why (quantityMax is then 0). */
  membersOnly: z.string().optional(),
});
export type CartPreOrder = z.infer<typeof CartPreOrder>;

/** One cart line. `price` is the unit price in rupees; names are '' for own-brand products. */
export const CartLine = z.object({
  orderItem_id: z.number().int(),
  quantity: z.number().int(),
  size: z.string(),
  style: Style,
  price: z.number(),
  teeName: z.string(),
  instiName: z.string(),
  /** The number printed on the piece ('0'–'99'); absent without one (an addition). */
  teeNumber: z.string().optional(),
  product: CartProduct,
  /** A pre-order's drop, ready day and quantity bound (docs/product.md#drops); absent otherwise. */
  preOrder: CartPreOrder.optional(),
});
export type CartLine = z.infer<typeof CartLine>;

/** Product page: a size must be picked before ADD TO CART. */
export const SelectSizeForm = z.object({ selectedSize: sizeField() });
export type SelectSizeForm = z.infer<typeof SelectSizeForm>;

/**
 * Name on Tee popup, for club and sponsored (non-own-brand) products. A form, not a wire body: its
 * fields carry the domain's names, and the add-to-cart call sends `institutionName` as `instiName`.
 */
export const NameOnTeeForm = z.object({
  teeName: requiredText(MSG.enterTeeName, 40),
  institutionName: requiredText(MSG.enterInstitution, 100),
});
export type NameOnTeeForm = z.infer<typeof NameOnTeeForm>;

/** A number printed on a piece of a drop that takes numbers: a whole number from 0 to 99. */
export const TeeNumberInput = z.coerce
  .number({ error: 'Enter a number from 0 to 99' })
  .int({ error: 'Enter a number from 0 to 99' })
  .min(0, { error: 'Enter a number from 0 to 99' })
  .max(99, { error: 'Enter a number from 0 to 99' });

/**
 * products/addToCart. Names are optional here because only the server knows whether the
 * product needs them (it answers NAMES_REQUIRED). Quantity defaults to 1.
 */
export const AddToCartBody = z.object({
  email: OptionalEmail,
  productId: IdLike,
  quantity: maybe(LineQuantityField).transform((q) => q ?? 1),
  selectedSize: sizeField(),
  teeName: optionalText(40),
  instiName: optionalText(100),
  /** The number to print (0–99) when the drop takes numbers (docs/product.md#drops). */
  teeNumber: maybe(TeeNumberInput),
  /** A pre-order's drop (docs/product.md#drops): it must be the product's drop. */
  dropId: maybe(IdLike),
  /** A link-only drop's secret, from the link the student came with. */
  dropKey: maybe(z.string().trim().max(100, { error: 'This is too long' })),
});
export type AddToCartBody = z.infer<typeof AddToCartBody>;

/** products/getProductsInCart */
export const GetProductsInCartBody = z.object({ email: OptionalEmail });
export type GetProductsInCartBody = z.infer<typeof GetProductsInCartBody>;
export const CartReply = z.object({
  status: Ok,
  products: z.array(CartLine),
  /** The coupon code kept with the cart (products/cart-coupon); absent when none or empty. */
  couponCode: z.string().optional(),
});
export type CartReply = z.infer<typeof CartReply>;

/** products/changeSizeInCart */
export const ChangeSizeInCartBody = z.object({
  email: OptionalEmail,
  orderItem_id: IdLike,
  updatedSize: sizeField(),
});
export type ChangeSizeInCartBody = z.infer<typeof ChangeSizeInCartBody>;

/** products/changeQuantityInCart: 1 to 5. */
export const ChangeQuantityInCartBody = z.object({
  email: OptionalEmail,
  orderItem_id: IdLike,
  updatedQuantity: LineQuantityField,
});
export type ChangeQuantityInCartBody = z.infer<typeof ChangeQuantityInCartBody>;

/** products/removeFromCart: the line is found by `orderItem_id`; `productId` is optional. */
export const RemoveFromCartBody = z.object({
  email: OptionalEmail,
  orderItem_id: IdLike,
  productId: maybe(IdLike),
});
export type RemoveFromCartBody = z.infer<typeof RemoveFromCartBody>;

/** products/moveToWishlist: removes the line and wishlists its product. */
export const MoveToWishlistBody = RemoveFromCartBody;
export type MoveToWishlistBody = z.infer<typeof MoveToWishlistBody>;

/** One line of a visitor's cart as their device kept it (docs/product.md#guest-cart). */
export const GuestCartLine = z.object({
  productId: IdLike,
  selectedSize: sizeField(),
  quantity: LineQuantityField,
  teeName: optionalText(40),
  instiName: optionalText(100),
  /** The drop the line was pre-ordered in, if any: it must be the product's drop. */
  dropId: maybe(IdLike),
  /** The number to print (0–99) when the drop takes numbers (an addition, as on addToCart). */
  teeNumber: maybe(TeeNumberInput),
});
export type GuestCartLine = z.infer<typeof GuestCartLine>;

/**
 * products/merge-guest-cart: a visitor's cart and wishlist, brought into the account at login or
 * sign-up. Nothing in it names an account: the lines go to the caller's own cart.
 */
export const MergeGuestCartBody = z.object({
  email: OptionalEmail,
  lines: z
    .array(GuestCartLine)
    .max(GUEST_CART_MAX_LINES, {
      error: `A cart from this device can bring at most ${GUEST_CART_MAX_LINES} items.`,
    })
    .default([]),
  wishlist: z
    .array(IdLike)
    .max(GUEST_WISHLIST_MAX, {
      error: `A wishlist from this device can bring at most ${GUEST_WISHLIST_MAX} products.`,
    })
    .default([]),
});
export type MergeGuestCartBody = z.infer<typeof MergeGuestCartBody>;

/** What the merge did: `notes` say each line lowered or left out, in words a student reads. */
export const MergeGuestCartReply = z.object({
  status: Ok,
  message: z.string(),
  notes: z.array(z.string()),
});
export type MergeGuestCartReply = z.infer<typeof MergeGuestCartReply>;

/**
 * products/cart-coupon: keeps a coupon code with the caller's cart once the server has checked it
 * against the cart ('' or null forgets it), so it stays applied after a reload or a failed
 * payment. Checkout checks it again.
 */
export const CartCouponBody = z.object({ email: OptionalEmail, couponCode: CouponCodeInput });
export type CartCouponBody = z.infer<typeof CartCouponBody>;
export const CartCouponReply = z.object({
  status: Ok,
  message: z.string(),
  /** The code now kept with the cart; '' when none. */
  couponCode: z.string(),
});
export type CartCouponReply = z.infer<typeof CartCouponReply>;
