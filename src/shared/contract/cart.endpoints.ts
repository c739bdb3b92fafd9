import { defineEndpoints } from './endpoint.ts';
import { MessageReply } from './common.ts';
import {
  AddToCartBody,
  CartReply,
  ChangeQuantityInCartBody,
  ChangeSizeInCartBody,
  GetProductsInCartBody,
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
});
