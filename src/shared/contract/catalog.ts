import { z } from 'zod';
import { Ok } from './common.ts';
import { STYLES, parseStyle } from '../rules/styles.ts';

/** A style as replies show it (the spec's spelling, `sponsered`). */
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
export const StyleInput = styleInput();

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
});
export type Product = z.infer<typeof Product>;

/** GET|POST products/get-product: a bare array. */
export const ProductList = z.array(Product);
export type ProductList = z.infer<typeof ProductList>;

/** GET|POST products/get-product-details/{id} */
export const ProductDetailsReply = Product.extend({ status: Ok });
export type ProductDetailsReply = z.infer<typeof ProductDetailsReply>;
