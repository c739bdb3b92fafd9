import { z } from 'zod';
import { MSG } from './messages.ts';
import { IdLike, Ok, intLike, maybe, numberLike } from './common.ts';
import { styleInput } from './catalog.ts';
import { requiredText, sizeField } from './fields.ts';

/** Highest price the admin can set, in rupees (guards against a typo with extra zeros). */
export const MAX_PRICE = 100_000;
const MAX_STOCK = 100_000;

/** A price in rupees: above zero, whole paise. */
const PriceField = numberLike(MSG.productPrice).pipe(
  z
    .number()
    .positive({ error: MSG.productPrice })
    .max(MAX_PRICE, { error: MSG.productPrice })
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: MSG.productPrice }),
);

const StockField = intLike({ min: 0, max: MAX_STOCK, message: MSG.productSizes });

const sizeRows = <T extends z.ZodType<{ size: string }>>(row: T) =>
  z
    .array(row)
    .min(1, { error: MSG.productSizes })
    .refine((rows) => new Set(rows.map((r) => r.size)).size === rows.length, {
      error: MSG.productSizes,
    });

/** Tags as a list or one comma-separated string; trimmed, blanks and repeats dropped. */
const TagsField = z
  .union([z.array(z.string()), z.string()])
  .nullish()
  .transform((v) => {
    const list = v == null ? [] : Array.isArray(v) ? v : v.split(',');
    return [...new Set(list.map((t) => t.trim()).filter(Boolean))];
  })
  .pipe(z.array(z.string().max(40, { error: MSG.tooLong })).max(20, { error: MSG.tooLong }));

/** true/false, also as the strings "true"/"false". */
const BoolLike = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

const productFields = {
  name: requiredText(MSG.productName, 120),
  details: requiredText(MSG.productDetails, 200),
  description: requiredText(MSG.productDescription, 5000),
  price: PriceField,
  style: styleInput(MSG.productStyle),
};

/** Add product screen (images are chosen as files and uploaded first). */
export const AddProductForm = z.object({
  ...productFields,
  sizeQuantities: sizeRows(z.object({ size: sizeField(MSG.productSizes), quantity: StockField })),
  tags: TagsField,
});
export type AddProductForm = z.infer<typeof AddProductForm>;

/** products/add-product (admin). `isInstibuzz` defaults on the server by style. */
export const AddProductBody = AddProductForm.extend({
  imageUrl: z
    .array(z.string().trim().min(1, { error: MSG.productImages }).max(1000))
    .min(1, { error: MSG.productImages })
    .max(20),
  isInstibuzz: BoolLike.optional(),
});
export type AddProductBody = z.infer<typeof AddProductBody>;
export const AddProductReply = z.object({
  status: Ok,
  message: z.string(),
  product_id: z.number().int(),
});
export type AddProductReply = z.infer<typeof AddProductReply>;

/** Update product screen: rows with `size_id` update, rows without one are added. */
export const UpdateProductForm = z.object({
  ...productFields,
  sizeQuantities: sizeRows(
    z.object({
      size_id: maybe(IdLike),
      size: sizeField(MSG.productSizes),
      quantity: StockField,
    }),
  ),
});
export type UpdateProductForm = z.infer<typeof UpdateProductForm>;

/** products/update-product-details/{id} (admin): the path id wins over `productId`. */
export const UpdateProductBody = UpdateProductForm.extend({
  productId: maybe(IdLike),
  tags: TagsField.optional(),
  isInstibuzz: BoolLike.optional(),
});
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;

/** products/upload-images (admin, NEW): multipart files in, stored URLs out (in order). */
export const UploadImagesReply = z.object({ status: Ok, imageUrl: z.array(z.string()) });
export type UploadImagesReply = z.infer<typeof UploadImagesReply>;
