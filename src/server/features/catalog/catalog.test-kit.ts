/** Helpers for catalogue API tests. */

/** The quantity a product reply shows for `size`. */
export const stockOf = (
  product: { sizeQuantities: { size: string; quantity: number }[] },
  size: string,
) => product.sizeQuantities.find((s) => s.size === size)?.quantity;
