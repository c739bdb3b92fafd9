// The catalog area's public surface: what other server areas may use (ADR 017). Anything else
// in this folder is the area's own business; ESLint rejects deep imports from another area.
export { loadProducts, productOnSale, sizeStock } from './catalog.queries.ts';
export type { ProductRecord, SizeStock } from './catalog.queries.ts';
export { catalogSearchOf, toProductPage, toProductReply } from './catalog.mapper.ts';
export { getProduct, listProductPage, listProducts, searchProducts } from './catalog.service.ts';
export type { CatalogSearch } from './catalog-search.ts';
