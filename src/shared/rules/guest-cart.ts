/**
 * A visitor's cart and wishlist, kept on their device until they sign in
 * (docs/product.md#guest-cart). Both the browser (what it keeps) and the server (what a merge
 * takes) hold to these sizes.
 */

/** Lines a guest cart keeps and a merge takes. */
export const GUEST_CART_MAX_LINES = 20;

/** Products a guest wishlist keeps and a merge takes. */
export const GUEST_WISHLIST_MAX = 100;
