import type { Product } from '#shared/contract/catalog.ts';
import type { ProductPage } from '#shared/rules/catalog-pages.ts';
import { pageCursor } from '#shared/rules/page-cursor.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { ProductRecord } from './catalog.queries.ts';
import { hasNextPage, type CatalogPage } from './catalog.service.ts';

/** The contract's Product (rupees, the wire's field names) from the domain record. */
export function toProductReply(product: ProductRecord): Product {
  return {
    product_id: product.id,
    name: product.name,
    details: product.details,
    description: product.description,
    price: paiseToRupees(product.pricePaise),
    style: product.style,
    imageUrl: product.imageUrls,
    sizeQuantities: product.sizes.map((s) => ({
      size_id: s.id,
      size: s.size,
      quantity: s.quantity,
    })),
    tags: product.tags,
    isInstibuzz: product.isOwnBrand,
    // Only a real, higher previous price is shown (docs/product.md#sizes-styles-and-prices).
    ...(product.compareAtPaise !== null && product.compareAtPaise > product.pricePaise
      ? { compareAtPrice: paiseToRupees(product.compareAtPaise) }
      : {}),
  };
}

/** The cursor of the page after `page` (X-Next-Cursor), or null after the last page. */
export const nextPageCursor = (page: CatalogPage): string | null =>
  hasNextPage(page) ? pageCursor(page.all[page.end - 1]!.id) : null;

/** A page as the web app keeps it (its products, the total on sale, the next cursor). */
export const toProductPage = (page: CatalogPage): ProductPage => ({
  products: page.all.slice(page.start, page.end).map(toProductReply),
  total: page.all.length,
  next: nextPageCursor(page),
});
