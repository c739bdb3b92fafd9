/**
 * The catalogue list in pages (products/get-product with `limit` and `cursor`): the shop shows
 * the first page and loads the next on request, instead of every product at once. Shared by the
 * server (the page it writes into /shop and Home) and the web app (the pages it asks for), so
 * both mean the same first page. No zod here: the web app loads this at runtime (the cursors
 * are in page-cursor.ts, which only the server and the contract need).
 */
import type { Product } from '../contract/catalog.ts';

/** Products per page of /shop (and the one page Home reads). */
export const SHOP_PAGE_SIZE = 24;

/**
 * One page of the shop as the web app keeps it (catalogKeys.pages): its products, the number on
 * sale (X-Total-Count) and the cursor of the next page (X-Next-Cursor), null after the last.
 */
export interface ProductPage {
  products: Product[];
  total: number;
  next: string | null;
}

/** The pages as the web app's query cache holds them (an infinite query's data). */
export interface ProductPages {
  pages: ProductPage[];
  pageParams: (string | null)[];
}
