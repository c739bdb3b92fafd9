import type { Product, ProductListQuery } from '#shared/contract/catalog.ts';
import { searchOfFilters, type ShopFilters } from '#shared/rules/shop-search.ts';
import type { ProductPage } from '#shared/rules/catalog-pages.ts';
import { pageCursor } from '#shared/rules/page-cursor.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { ProductRecord } from './catalog.queries.ts';
import type { CatalogSearch } from './catalog-search.ts';
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
    // Only a reference price from the history, higher than the price (docs/product.md#reference-prices).
    ...(product.compareAtPaise !== null && product.compareAtPaise > product.pricePaise
      ? { compareAtPrice: paiseToRupees(product.compareAtPaise) }
      : {}),
    ...(product.drop ? { drop: product.drop } : {}),
    ...(product.club ? { club: { slug: product.club.slug, name: product.club.name } } : {}),
    ...(product.stale ? { stale: true as const } : {}),
  };
}

/**
 * The cursor of the page after `page` (X-Next-Cursor), or null after the last page: where its
 * last product stands, with its price when the list is sorted by price.
 */
export function nextPageCursor(page: CatalogPage): string | null {
  if (!hasNextPage(page)) return null;
  const last = page.all[page.end - 1]!;
  return pageCursor(last.id, page.sort === 'newest' ? undefined : last.pricePaise);
}

/** A page as the web app keeps it (its products, the total on sale, the next cursor). */
export const toProductPage = (page: CatalogPage): ProductPage => ({
  products: page.all.slice(page.start, page.end).map(toProductReply),
  total: page.all.length,
  next: nextPageCursor(page),
});

/** The search a products/get-product query asks for (prices in paise), or undefined for none. */
export function toCatalogSearch(query: ProductListQuery): CatalogSearch | undefined {
  const { q, category, size, minPrice, maxPrice, sort, club } = query;
  const search = {
    q,
    category,
    size,
    minPricePaise: minPrice,
    maxPricePaise: maxPrice,
    sort,
    club,
  };
  return Object.values(search).some((v) => v !== undefined) ? search : undefined;
}

/** The search as query parameters (the one spelling the shop's addresses use), for Link. */
export const searchParamsOf = (search: CatalogSearch | undefined): string =>
  search
    ? searchOfFilters({
        ...search,
        minPrice: search.minPricePaise === undefined ? undefined : search.minPricePaise / 100,
        maxPrice: search.maxPricePaise === undefined ? undefined : search.maxPricePaise / 100,
      })
    : '';

/** The search an address of /shop holds (prices in rupees there), as the catalogue takes it. */
export const catalogSearchOf = ({ minPrice, maxPrice, ...rest }: ShopFilters): CatalogSearch => ({
  ...rest,
  minPricePaise: minPrice === undefined ? undefined : Math.round(minPrice * 100),
  maxPricePaise: maxPrice === undefined ? undefined : Math.round(maxPrice * 100),
});
