import { z } from 'zod';
import { Ok } from './common.ts';
import { STYLES, parseStyle } from '../rules/styles.ts';
import { cursorLastId } from '../rules/page-cursor.ts';

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
   * An addition: the price it sold at before, in rupees, present only when the admin set one
   * and it is higher than `price` (docs/product.md#sizes-styles-and-prices).
   */
  compareAtPrice: z.number().optional(),
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
 * products/get-product's optional query (an addition): with neither, every product as before.
 * `limit` (1 to 100) answers one page, newest first; `cursor`, from the previous page's
 * `X-Next-Cursor` header (or its `Link: <…>; rel="next"`), the page after it (`limit` then
 * defaults to 24). Every reply carries `X-Total-Count`, the number of products on sale.
 * Query values arrive as text: digits only for `limit` (no sign, no decimals).
 */
export const ProductListQuery = z.object({
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
  /** Read as the id of the last product of the page before. */
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .transform((cursor, ctx) => {
      const lastId = cursorLastId(cursor);
      if (lastId === undefined) {
        ctx.addIssue({ code: 'custom', message: CURSOR_MESSAGE });
        return z.NEVER;
      }
      return lastId;
    })
    .optional(),
});
export type ProductListQuery = z.output<typeof ProductListQuery>;

/** GET|POST products/get-product-details/{id} */
export const ProductDetailsReply = Product.extend({ status: Ok });
export type ProductDetailsReply = z.infer<typeof ProductDetailsReply>;
