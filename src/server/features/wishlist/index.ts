// The wishlist area's public surface (ADR 017): moving a cart line to the wishlist adds to it.
export { addToWishlist } from './wishlist.service.ts';
