/**
 * Cache keys of the public catalogue reads. The web app's queries use them, and the server uses
 * them to hand the first page its data inside the HTML (no extra round trip on a phone).
 */
export const catalogKeys = {
  /** Every catalogue entry (what an admin edit makes stale). */
  list: () => ['products'] as const,
  /** The shop's pages, first to last (shared/rules/catalog-pages.ts), read by Shop and Home. */
  pages: () => ['products', 'pages'] as const,
  product: (id: number) => ['products', id] as const,
};

/**
 * Home's and the shop's drops strip as the server drew it (`{ drops: StripDrop[] }`), read until
 * the live strip's own reply arrives. Not under `drops`: nothing refetches it.
 */
export const dropStripKey = ['drop-strip'] as const;

/** One cache entry the server puts into the page for the web app's query cache. */
export interface InitialQuery {
  key: readonly unknown[];
  data: unknown;
}
