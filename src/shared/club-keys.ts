/**
 * Cache keys of clubs' public pages (docs/product.md#a-clubs-page): the web app's queries use
 * them, and the server hands a club's page its data in the HTML under the same key. Apart from
 * cache-keys.ts, which every page loads first: only the clubs' pages load this.
 */
export const clubKeys = {
  list: () => ['club-pages'] as const,
  page: (slug: string) => ['club-pages', slug] as const,
};
