import { defineEndpoints } from './endpoint.ts';
import {
  GetWishlistBody,
  ToggleWishlistBody,
  ToggleWishlistReply,
  WishlistReply,
} from './wishlist.ts';

const post = ['POST'] as const;

/** The caller's wishlist. Paths are relative to /api/v1. */
export const wishlistEndpoints = defineEndpoints({
  'products/toggleWishlist': {
    methods: post,
    access: 'user',
    body: ToggleWishlistBody,
    reply: ToggleWishlistReply,
    summary: 'Add a product to the wishlist, or take it out',
  },
  'products/get-wishlisted-products': {
    methods: post,
    access: 'user',
    body: GetWishlistBody,
    reply: WishlistReply,
    summary: 'The wishlisted products',
  },
});
