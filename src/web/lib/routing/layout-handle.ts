/** What a route declares about the shared layout (docs/product.md#layout). */
export interface LayoutHandle {
  navbar: boolean;
  footer: boolean;
}
