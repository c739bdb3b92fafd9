import { defineEndpoints } from './endpoint.ts';
import { MessageReply } from './common.ts';
import {
  AddToCartBody,
  CartCouponBody,
  CartCouponReply,
  CartReply,
  ChangeQuantityInCartBody,
  ChangeSizeInCartBody,
  GetProductsInCartBody,
  MergeGuestCartBody,
  MergeGuestCartReply,
  MoveToWishlistBody,
  RemoveFromCartBody,
} from './cart.ts';

const post = ['POST'] as const;

/** The caller's cart. Paths are relative to /api/v1. */
export const cartEndpoints = defineEndpoints({
  'products/addToCart': {
    methods: post,
    access: 'user',
    body: AddToCartBody,
    reply: MessageReply,
    summary: 'Add a product in a size (same product, size and names merge, at most 5)',
  },
  'products/getProductsInCart': {
    methods: post,
    access: 'user',
    body: GetProductsInCartBody,
    reply: CartReply,
    summary: "The caller's cart lines",
  },
  'products/changeSizeInCart': {
    methods: post,
    access: 'user',
    body: ChangeSizeInCartBody,
    reply: MessageReply,
    summary: 'Change the size of a cart line (the size must have stock)',
  },
  'products/changeQuantityInCart': {
    methods: post,
    access: 'user',
    body: ChangeQuantityInCartBody,
    reply: MessageReply,
    summary: 'Change the quantity of a cart line (1 to 5)',
  },
  'products/removeFromCart': {
    methods: post,
    access: 'user',
    body: RemoveFromCartBody,
    reply: MessageReply,
    summary: 'Remove a cart line',
  },
  'products/moveToWishlist': {
    methods: post,
    access: 'user',
    body: MoveToWishlistBody,
    reply: MessageReply,
    summary: 'Remove a cart line and wishlist its product',
  },
  'products/merge-guest-cart': {
    methods: post,
    access: 'user',
    body: MergeGuestCartBody,
    reply: MergeGuestCartReply,
    addition: true,
    summary:
      "Bring a visitor's cart and wishlist from their device into the account (lowered to what fits)",
  },
  'products/cart-coupon': {
    methods: post,
    access: 'user',
    body: CartCouponBody,
    reply: CartCouponReply,
    addition: true,
    summary: 'Keep a coupon code with the cart once it applies, or forget it',
  },
});
