// The catalogue: products, their sizes (stock), images, size guide and cache version
// (features/catalog).
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import { STYLES, type Style } from '#shared/rules/styles.ts';
import { id, createdAt, updatedAt, textDefault, textArray, oneOf, tstz } from './columns.ts';
import { clubs } from './clubs.ts';

export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    /** Also the source of the product page slug (`slugFromDetails`). */
    details: text('details').notNull(),
    description: textDefault('description'),
    pricePaise: integer('price_paise').notNull(),
    /**
     * The reference price struck through (docs/product.md#reference-prices): the lowest price
     * of the 30 days before the current price began, worked out from `product_prices` in the
     * transaction that sets the price; null when it is not higher than the price.
     */
    compareAtPaise: integer('compare_at_paise'),
    style: text('style').$type<Style>().notNull(),
    tags: textArray('tags'),
    /** Own-brand product; false for club / sponsored tees (tee name required, home delivery). */
    isOwnBrand: boolean('is_instibuzz').notNull().default(true),
    /** The club that sells it (docs/product.md#clubs); null for the shop's own products. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'restrict' }),
    colors: textArray('colors'),
    /** Inactive products are hidden from the shop but stay readable for old orders. */
    active: boolean('active').notNull().default(true),
    /**
     * A club manager's product the admin (or a self-publishing club) has not published yet
     * (docs/product.md#a-clubs-products-drops-and-orders): never on sale, so never active.
     */
    draft: boolean('draft').notNull().default(false),
    /** Bumped by every admin edit: an edit made from an older version is refused (409). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_valid', sql`${t.pricePaise} >= 0`),
    check(
      'products_compare_at_valid',
      sql`${t.compareAtPaise} is null or ${t.compareAtPaise} > ${t.pricePaise}`,
    ),
    check('products_style_valid', oneOf(t.style, STYLES)),
    check('products_draft_inactive', sql`not (${t.draft} and ${t.active})`),
    index('products_active_idx').on(t.active, t.id),
    index('products_club_idx').on(t.clubId),
  ],
);

/**
 * Every price a product had and from when (docs/product.md#reference-prices): a row is written
 * in the same transaction as every price the admin sets (a new product, a changed price); each
 * price lasts until the product's next row begins. `valid_from` is the server's clock.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull(),
    validFrom: tstz('valid_from').notNull(),
  },
  (t) => [
    check('product_prices_price_valid', sql`${t.pricePaise} >= 0`),
    index('product_prices_product_from_idx').on(t.productId, t.validFrom),
  ],
);

/**
 * The size guide: per style, each size's chest, length and shoulder in millimetres
 * (docs/product.md#size-guide). The admin replaces a style's rows as a whole.
 */
export const sizeGuideRows = pgTable(
  'size_guide_rows',
  {
    style: text('style').$type<Style>().notNull(),
    size: text('size').$type<Size>().notNull(),
    chestMm: integer('chest_mm').notNull(),
    lengthMm: integer('length_mm').notNull(),
    shoulderMm: integer('shoulder_mm').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'size_guide_rows_pk', columns: [t.style, t.size] }),
    check('size_guide_rows_style_valid', oneOf(t.style, STYLES)),
    check('size_guide_rows_size_valid', oneOf(t.size, SIZES)),
    check(
      'size_guide_rows_measures_valid',
      sql`${t.chestMm} between 100 and 2000 and ${t.lengthMm} between 100 and 2000 and ${t.shoulderMm} between 100 and 2000`,
    ),
  ],
);

/** Stock per size. `id` is the contract's `size_id`; quantity can never go below zero. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').$type<Size>().notNull(),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    unique('product_sizes_product_size_unique').on(t.productId, t.size),
    check('product_sizes_quantity_valid', sql`${t.quantity} >= 0`),
    check('product_sizes_size_valid', oneOf(t.size, SIZES)),
  ],
);

/** Images in display order; the last one is the size chart. */
export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    alt: textDefault('alt'),
  },
  (t) => [unique('product_images_position_unique').on(t.productId, t.position)],
);

/**
 * Slugs a product's page had before its `details` changed, so old links (shared in chats,
 * bookmarked) still lead to it: the page redirects to the current URL.
 */
export const productFormerSlugs = pgTable(
  'product_former_slugs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'product_former_slugs_pk', columns: [t.productId, t.slug] })],
);

/**
 * One row: the catalogue's version, bumped in the same transaction as every change to products,
 * their sizes (stock included) or images, by triggers the migrations add (so no writer can forget
 * it). Server instances compare it to know when their catalogue cache is stale.
 */
export const catalogVersion = pgTable(
  'catalog_version',
  {
    id: integer('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** The transaction that bumped it last: several changes in one transaction bump it once. */
    bumpedBy: bigint('bumped_by', { mode: 'number' }),
    /**
     * A cache read at a version below this one must read the whole catalogue again: a change
     * other than stock was made at this version, or the stock changes before it were pruned.
     * From it on, `catalog_stock_changes` lists every product whose stock moved.
     */
    reloadBelow: bigint('reload_below', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalog_version_single_row', sql`${t.id} = 1`)],
);

/**
 * The products whose stock (and nothing else) changed at a catalogue version, written by the
 * same triggers: a cache patches those products' sizes instead of reading the whole catalogue
 * after every sale. Only the last versions are kept (see `reloadBelow`). No foreign key: a row is
 * written at commit, after the product may have gone in the same transaction.
 */
export const catalogStockChanges = pgTable(
  'catalog_stock_changes',
  {
    version: bigint('version', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
  },
  (t) => [primaryKey({ name: 'catalog_stock_changes_pk', columns: [t.version, t.productId] })],
);

// ---------------------------------------------------------------------------------------------
// Relations (for `db.query.<table>.findMany({ with: ... })`; no effect on the SQL schema): only
// those a relational query reads (a product with its sizes and images); `many` needs its `one`.

export const productsRelations = relations(products, ({ many }) => ({
  sizes: many(productSizes),
  images: many(productImages),
}));

export const productSizesRelations = relations(productSizes, ({ one }) => ({
  product: one(products, { fields: [productSizes.productId], references: [products.id] }),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ProductSize = typeof productSizes.$inferSelect;
export type ProductImage = typeof productImages.$inferSelect;
export type ProductPrice = typeof productPrices.$inferSelect;
