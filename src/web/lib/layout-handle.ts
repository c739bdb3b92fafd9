/** What a route declares about the shared layout (spec §2 Layout). */
export interface LayoutHandle {
  navbar: boolean;
  footer: boolean;
}
