import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { ProductDrop } from '#shared/contract/catalog.ts';
import type { Paise } from '#shared/rules/money.ts';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { Db } from '../../db/client.ts';
import {
  catalogStockChanges,
  clubs,
  catalogVersion as catalogVersionRow,
  productImages,
  products,
  productSizes,
  type ProductRow,
  type ProductSize,
} from '../../db/schema/index.ts';

/** One size of a product and the stock left in it. */
export interface SizeStock {
  id: number;
  size: Size;
  quantity: number;
}

/**
 * A product as every server area sees it (the one product shape: money in paise, sizes in the
 * shop's order, images in gallery order with the size chart last). Replies are made from it by
 * `catalog.mapper.ts`; cart, checkout and orders compute with it.
 */
export interface ProductRecord {
  id: number;
  name: string;
  details: string;
  description: string;
  pricePaise: Paise;
  /** The reference price from its price history, when higher (docs/product.md#reference-prices). */
  compareAtPaise: Paise | null;
  style: Style;
  tags: string[];
  /** The colours it comes in (found by the shop's search, docs/product.md#shop). */
  colors: string[];
  /** false for club and sponsored products (names on the tee, home delivery only). */
  isOwnBrand: boolean;
  imageUrls: string[];
  sizes: SizeStock[];
  /** The pre-order drop its card names, when the catalogue cache was given them (drops area). */
  drop?: ProductDrop;
  /** The club that sells it (docs/product.md#clubs); absent for the shop's own products. */
  club?: ProductClub;
  /** Served from the catalogue cache's last read while the database is unreachable. */
  stale?: true;
  /** In a link-only drop not sent to print: its page opens only with the link's secret. */
  linkOnly?: true;
}

/** A product's club as the catalogue keeps it: its page is `/clubs/{slug}`. */
export interface ProductClub {
  id: number;
  slug: string;
  name: string;
}

/** The clubs of `rows` by id (one query, none when no row has a club). */
async function clubsOf(db: Db, rows: readonly ProductRow[]): Promise<Map<number, ProductClub>> {
  const ids = [...new Set(rows.flatMap((r) => (r.clubId === null ? [] : [r.clubId])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: clubs.id, slug: clubs.slug, name: clubs.name })
    .from(clubs)
    .where(inArray(clubs.id, ids));
  return new Map(found.map((c) => [c.id, c]));
}

/** Products with their sizes, images and clubs, in four queries (not one per product). */
export async function loadProducts(db: Db, rows: readonly ProductRow[]): Promise<ProductRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sizes, images, clubsById] = await Promise.all([
    db.select().from(productSizes).where(inArray(productSizes.productId, ids)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
    clubsOf(db, rows),
  ]);
  // Grouped once: matching each product against every size and image row took seconds at
  // thousands of products (bench/README.md, database at size).
  const imagesOf = byProduct(images);
  const sizesOf = byProduct(sizes);
  return rows.map((row) => {
    const club = row.clubId === null ? undefined : clubsById.get(row.clubId);
    return {
      id: row.id,
      name: row.name,
      details: row.details,
      description: row.description,
      pricePaise: row.pricePaise,
      compareAtPaise: row.compareAtPaise,
      style: row.style,
      tags: row.tags,
      colors: row.colors,
      isOwnBrand: row.isOwnBrand,
      imageUrls: (imagesOf.get(row.id) ?? []).map((i) => i.url),
      sizes: sizeStocks(sizesOf.get(row.id) ?? []),
      ...(club ? { club } : {}),
    };
  });
}

/** A product's size rows as its `sizes`, in the shop's size order. */
const sizeStocks = (rows: readonly ProductSize[]): SizeStock[] =>
  rows.map((s) => ({ id: s.id, size: s.size, quantity: s.quantity })).sort(bySizeOrder);

/** Rows by their product id, in the order read. */
function byProduct<T extends { productId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.productId);
    if (list) list.push(row);
    else grouped.set(row.productId, [row]);
  }
  return grouped;
}

/** Every product on sale, newest first. */
export async function productsOnSale(db: Db): Promise<ProductRecord[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.active, true), eq(products.draft, false)))
    .orderBy(desc(products.id));
  return loadProducts(db, rows);
}

/** One product on sale, or undefined. Pass the transaction to read it inside one. */
export async function productOnSale(db: Db, id: number): Promise<ProductRecord | undefined> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true), eq(products.draft, false)));
  return (await loadProducts(db, rows))[0];
}

/** The stock left in `size`, or undefined when the product does not come in it. */
export const sizeStock = (product: ProductRecord, size: Size): SizeStock | undefined =>
  product.sizes.find((s) => s.size === size);

/** Where the catalogue stands (see `catalog_version` in the schema). */
export interface CatalogState {
  /** Moves with every committed change to products, sizes or images. */
  version: number;
  /** Data read at a lower version must be read again whole; from it on, stock changes are logged. */
  reloadBelow: number;
}

export async function catalogState(db: Db): Promise<CatalogState> {
  const [row] = await db
    .select({ version: catalogVersionRow.version, reloadBelow: catalogVersionRow.reloadBelow })
    .from(catalogVersionRow)
    .where(eq(catalogVersionRow.id, 1));
  return row ?? { version: 0, reloadBelow: 0 };
}

/**
 * The sizes, as they are now, of every product whose stock changed after catalogue `version`
 * (by product id). Only meaningful from `reloadBelow` on. Two queries, not one with a subquery:
 * the planner cannot know how few products the log names and scanned every size (30,000 rows at
 * 5,000 products); a list of ids is read through the (product, size) index.
 */
export async function sizesChangedSince(
  db: Db,
  version: number,
): Promise<Map<number, SizeStock[]>> {
  const changed = await db
    .selectDistinct({ productId: catalogStockChanges.productId })
    .from(catalogStockChanges)
    .where(gt(catalogStockChanges.version, version));
  if (changed.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productSizes)
    .where(
      inArray(
        productSizes.productId,
        changed.map((c) => c.productId),
      ),
    );
  return new Map([...byProduct(rows)].map(([id, sizes]) => [id, sizeStocks(sizes)]));
}
