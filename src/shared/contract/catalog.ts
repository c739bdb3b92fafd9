import { z } from 'zod';
import { Ok } from './common.ts';
import { STYLES, parseStyle } from '../rules/styles.ts';
import { readPageCursor } from '../rules/page-cursor.ts';
import { SIZES } from '../rules/sizes.ts';
import { ClubLink, PublicDrop } from './drops.ts';

/** A style as replies show it (the original contract's spelling, `sponsered`). */
export const Style = z.enum(STYLES);
export type Style = z.infer<typeof Style>;

/** A style as bodies may send it: any case, and `sponsored` for `sponsered`. */
export function styleInput(message = 'Enter valid Style') {
  return z.string({ error: message }).transform((v, ctx) => {
    const style = parseStyle(v);
    if (!style) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return style;
  });
}

export const SizeQuantity = z.object({
  size_id: z.number().int(),
  size: z.string(),
  quantity: z.number().int(),
});
export type SizeQuantity = z.infer<typeof SizeQuantity>;

/**
 * The drop a product is sold in, as its card shows it (docs/product.md#drops): present while the
 * drop is upcoming or live, and once closed until it is sent to print. Times are epoch ms;
 * `state` is the server's when it answered. No counters: a pre-order does not change it.
 */
export const ProductDrop = PublicDrop.pick({
  id: true,
  name: true,
  state: true,
  opensAt: true,
  closesAt: true,
  readyBy: true,
}).extend({
  /** Closed below its print minimum: every pre-order cancelled (docs/product.md#print-minimums). */
  minimumMissed: z.boolean().optional(),
});
export type ProductDrop = z.infer<typeof ProductDrop>;

/** A product as every catalogue reply shows it. Prices are rupees. */
export const Product = z.object({
  product_id: z.number().int(),
  name: z.string(),
  details: z.string(),
  description: z.string(),
  price: z.number(),
  style: Style,
  imageUrl: z.array(z.string()),
  sizeQuantities: z.array(SizeQuantity),
  tags: z.array(z.string()),
  isInstibuzz: z.boolean(),
  /**
   * An addition: the reference price struck through, in rupees: the lowest price the product had
   * in the 30 days before `price` began, present only when higher (docs/product.md#reference-prices).
   */
  compareAtPrice: z.number().optional(),
  /** An addition: the product's pre-order drop, when it is sold in one (see ProductDrop). */
  drop: ProductDrop.optional(),
  /** An addition: the club that sells it, for a club's product (its page is `/clubs/{slug}`). */
  club: ClubLink.optional(),
  /**
   * An addition: present (true) when the shop answered from its last read of the catalogue
   * because its database is out of reach for now. Names, prices and pictures are as they were
   * then; `sizeQuantities` are not known to be true, and nothing can be bought until a reply
   * comes without it.
   */
  stale: z.literal(true).optional(),
});
export type Product = z.infer<typeof Product>;

/** GET|POST products/get-product: a bare array. */
export const ProductList = z.array(Product);
export type ProductList = z.infer<typeof ProductList>;

/** The most products one page may ask for. */
const MAX_PAGE_SIZE = 100;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
const CURSOR_MESSAGE = 'cursor must be one this shop gave (X-Next-Cursor)';

/**
 * The shop's search words (shared/rules/shop-search.ts has the same, checked by catalog.test.ts):
 * written here too because importing that module made it a chunk of its own in the web build,
 * one more file in the first-load preload table of every page (scripts/check-first-load.ts).
 */
export const CATEGORIES = ['tees', 'oversized', 'hoodies', 'club'] as const;
export const SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_FILTER_RUPEES = 100_000;
const PRICE_TEXT = /^\d{1,6}(\.\d{1,2})?$/;

const SEARCH_MESSAGE = `q must be one search text of at most ${MAX_SEARCH_LENGTH} characters`;
const CATEGORY_MESSAGE = `category must be one of ${CATEGORIES.join(', ')}`;
const SIZE_MESSAGE = `size must be one of ${SIZES.join(', ')}`;
const SORT_MESSAGE = `sort must be one of ${SORTS.join(', ')}`;
const CLUB_MESSAGE = "club must be a club's address name, such as robotics";
/** A club's address name: CLUB_SLUG_PATTERN and CLUB_SLUG_MAX of shared/rules/clubs.ts (as above). */
export const CLUB_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const CLUB_SLUG_LENGTH = 40;
const priceMessage = (name: string) =>
  `${name} must be a price in rupees from 0 to ${MAX_FILTER_RUPEES}, such as 499 or 499.50`;

/** An optional text parameter: one value (a repeated one arrives as a list and is refused). */
const text = (message: string) => z.string({ error: message });
/** A filter sent empty (a form's blank field) is no filter. */
const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** A price filter in rupees, as paise. */
const priceFilter = (name: string) =>
  blankIsAbsent(
    text(priceMessage(name))
      .trim()
      .regex(PRICE_TEXT, { error: priceMessage(name) })
      .transform((v) => Math.round(Number(v) * 100))
      .refine((paise) => paise <= MAX_FILTER_RUPEES * 100, { error: priceMessage(name) }),
  );

/**
 * products/get-product's optional query: with none of it, the reply lists every product.
 * `limit` (1 to 100) answers one page, newest first; `cursor`, from the previous page's
 * `X-Next-Cursor` header (or its `Link: <…>; rel="next"`), the page after it (`limit` then
 * defaults to 24). Every reply carries `X-Total-Count`, the number of products it lists in all.
 * Query values arrive as text: digits only for `limit` (no sign, no decimals).
 *
 * Search, filters and sort (docs/product.md#shop), each optional and combined: `q` (name, tags,
 * club, colour; forgiving a typo), `category`, `size` (products with that size in stock),
 * `minPrice` and `maxPrice` (rupees, inclusive), `sort` and `club` (an addition: the products of
 * the club with that address name, `/clubs/{club}`); blank means absent. They narrow the
 * whole list or its pages alike, and a cursor goes with the same sort it came from.
 */
export const ProductListQuery = z
  .object({
    limit: z
      .string({ error: LIMIT_MESSAGE })
      .regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(1, { error: LIMIT_MESSAGE })
          .max(MAX_PAGE_SIZE, { error: LIMIT_MESSAGE }),
      )
      .optional(),
    /** Read as where the page before ended (its last product). */
    cursor: z
      .string({ error: CURSOR_MESSAGE })
      .transform((cursor, ctx) => {
        const end = readPageCursor(cursor);
        if (end === undefined) {
          ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
          return z.NEVER;
        }
        return end;
      })
      .optional(),
    q: blankIsAbsent(text(SEARCH_MESSAGE).max(MAX_SEARCH_LENGTH, { error: SEARCH_MESSAGE })),
    category: blankIsAbsent(z.enum(CATEGORIES, { error: CATEGORY_MESSAGE })),
    size: blankIsAbsent(
      text(SIZE_MESSAGE)
        .trim()
        .toUpperCase()
        .pipe(z.enum(SIZES, { error: SIZE_MESSAGE })),
    ),
    minPrice: priceFilter('minPrice'),
    maxPrice: priceFilter('maxPrice'),
    sort: blankIsAbsent(z.enum(SORTS, { error: SORT_MESSAGE })),
    club: blankIsAbsent(
      text(CLUB_MESSAGE)
        .trim()
        .max(CLUB_SLUG_LENGTH, { error: CLUB_MESSAGE })
        .regex(CLUB_SLUG, { error: CLUB_MESSAGE }),
    ),
  })
  .superRefine((query, ctx) => {
    if (
      query.minPrice !== undefined &&
      query.maxPrice !== undefined &&
      query.minPrice > query.maxPrice
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['minPrice'],
        message: 'minPrice must not be above maxPrice',
      });
    }
    const byPrice = query.sort === 'price-asc' || query.sort === 'price-desc';
    if (query.cursor && byPrice !== (query.cursor.lastPricePaise !== undefined)) {
      // A cursor marks a place in one order only.
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: CURSOR_MESSAGE });
    }
  });
export type ProductListQuery = z.output<typeof ProductListQuery>;

/**
 * GET|POST products/get-product-details/{id}: `key`, a link-only drop's secret from its link
 * (docs/product.md#members-only-drops); such a drop's product without it is DROP_LINK_ONLY.
 */
export const ProductDetailsQuery = z.object({ key: z.string().trim().max(100).optional() });
export type ProductDetailsQuery = z.output<typeof ProductDetailsQuery>;

/** GET|POST products/get-product-details/{id} */
export const ProductDetailsReply = Product.extend({ status: Ok });
export type ProductDetailsReply = z.infer<typeof ProductDetailsReply>;
