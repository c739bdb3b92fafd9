/**
 * The slug in /products/{slug}/{id} is made from the product's `details`: lower-case words joined
 * by "-", accents folded, every other character dropped.
 */
export function slugFromDetails(details: string): string {
  return details
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
}

export function productPath(product: { product_id: number | string; details: string }): string {
  return `/products/${slugFromDetails(product.details)}/${product.product_id}`;
}
