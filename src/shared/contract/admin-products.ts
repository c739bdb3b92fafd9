import { z } from 'zod';
import { MSG } from './messages.ts';
import { IdLike, Ok, intLike, maybe, numberLike } from './common.ts';
import { Product, styleInput } from './catalog.ts';
import { requiredText, sizeField } from './fields.ts';
import { MAX_PRODUCT_IMAGES } from '../rules/admin.ts';
import { MAX_PERCENT_OFF, MIN_PERCENT_OFF } from '../rules/pricing.ts';

/** Highest price the admin can set, in rupees (guards against a typo with extra zeros). */
export const MAX_PRICE = 100_000;
export const MAX_STOCK = 100_000;

/** A price in rupees: above zero, whole paise. */
const priceField = (message: string) =>
  numberLike(message).pipe(
    z
      .number()
      .positive({ error: message })
      .max(MAX_PRICE, { error: message })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: message }),
  );
const PriceField = priceField(MSG.productPrice);

/** An optional field that null or '' clears; left out, it is not sent (an edit keeps it). */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/**
 * A previous price a client may send (docs/product.md#reference-prices): as a price
 * (`compareAtPrice`, rupees) or a percentage off the price (`percentOff`, 1 to 90), never both.
 * The server works the reference price out from the price history and refuses one that differs;
 * left out, null or '' changes nothing. Additions to the original contract's bodies.
 */
const discountFields = {
  compareAtPrice: clearable(priceField(MSG.productCompareAt)),
  percentOff: clearable(
    intLike({ min: MIN_PERCENT_OFF, max: MAX_PERCENT_OFF, message: MSG.productPercentOff }),
  ),
};

/** The discount checked against the price: a previous price must be higher, and only one of the two. */
export function checkDiscount(
  body: { price: number; compareAtPrice?: number | null; percentOff?: number | null },
  ctx: z.RefinementCtx,
) {
  if (body.compareAtPrice != null && body.percentOff != null) {
    ctx.addIssue({ code: 'custom', message: MSG.productCompareAtTwice, path: ['percentOff'] });
  }
  if (body.compareAtPrice != null && !(body.compareAtPrice > body.price)) {
    ctx.addIssue({ code: 'custom', message: MSG.productCompareAt, path: ['compareAtPrice'] });
  }
}

const StockField = intLike({ min: 0, max: MAX_STOCK, message: MSG.productStock });

const sizeRows = <T extends z.ZodType<{ size: string }>>(row: T) =>
  z
    .array(row)
    .min(1, { error: MSG.productSizes })
    .refine((rows) => new Set(rows.map((r) => r.size)).size === rows.length, {
      error: MSG.productSizesTwice,
    });

/** A list as an array or one comma-separated string; trimmed, blanks and repeats dropped. */
const listField = (maxItems: number, maxLength: number) =>
  z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((v) => {
      const list = v == null ? [] : Array.isArray(v) ? v : v.split(',');
      return [...new Set(list.map((t) => t.trim()).filter(Boolean))];
    })
    .pipe(
      z
        .array(z.string().max(maxLength, { error: MSG.tooLong }))
        .max(maxItems, { error: MSG.tooLong }),
    );
const TagsField = listField(20, 40);
const ColorsField = listField(12, 30);

/** true/false, also as the strings "true"/"false". */
const BoolLike = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

/**
 * An image URL: one the shop stored (`/uploads/...`, or the storage's https URL), or any other
 * http(s) URL a client of the original contract uploaded elsewhere. Nothing else (no `javascript:`, no data).
 */
const ImageUrl = z
  .string()
  .trim()
  .min(1, { error: MSG.productImages })
  .max(1000)
  .regex(/^(https?:\/\/[^\s"'<>]+|\/(?!\/)[^\s"'<>]*)$/i, { error: MSG.productImageUrl });
const ImageUrls = z
  .array(ImageUrl)
  .min(1, { error: MSG.productImages })
  .max(MAX_PRODUCT_IMAGES, { error: MSG.productTooManyImages });

const productFields = {
  name: requiredText(MSG.productName, 120),
  details: requiredText(MSG.productDetails, 200),
  description: requiredText(MSG.productDescription, 5000),
  price: PriceField,
  style: styleInput(MSG.productStyle),
  ...discountFields,
};

/** Add product screen (images are chosen as files and uploaded first). */
export const AddProductForm = z.object({
  ...productFields,
  sizeQuantities: sizeRows(z.object({ size: sizeField(MSG.productSizes), quantity: StockField })),
  tags: TagsField,
  /** The colours it comes in (shown to the admin; a list or "black, white"). */
  colors: ColorsField,
});
export type AddProductForm = z.infer<typeof AddProductForm>;

/** products/add-product (admin). `isInstibuzz` defaults on the server by style. */
export const AddProductBody = AddProductForm.extend({
  imageUrl: ImageUrls,
  isInstibuzz: BoolLike.optional(),
}).superRefine(checkDiscount);
export type AddProductBody = z.infer<typeof AddProductBody>;
export const AddProductReply = z.object({
  status: Ok,
  message: z.string(),
  product_id: z.number().int(),
});
export type AddProductReply = z.infer<typeof AddProductReply>;

/**
 * Update product screen: rows with `size_id` update, rows without one are added.
 * `previousQuantity` is the stock the form showed: when the stock moved since (a sale,
 * another admin), nothing is saved and the reply says so (409), instead of overwriting it.
 */
export const UpdateProductForm = z.object({
  ...productFields,
  sizeQuantities: sizeRows(
    z.object({
      size_id: maybe(IdLike),
      size: sizeField(MSG.productSizes),
      quantity: StockField,
      previousQuantity: maybe(intLike({ min: 0, message: MSG.productStock })),
    }),
  ),
});
export type UpdateProductForm = z.infer<typeof UpdateProductForm>;

/**
 * products/update-product-details/{id} (admin): the path id wins over `productId`. Fields a
 * client of the original contract does not send (tags, colours, images, own-brand) stay as they are. `version`
 * is the product's version the form was loaded from: an edit made from an older version
 * is refused (409) rather than silently overwriting another admin's save.
 */
export const UpdateProductBody = UpdateProductForm.extend({
  productId: maybe(IdLike),
  tags: TagsField.optional(),
  colors: ColorsField.optional(),
  imageUrl: ImageUrls.optional(),
  isInstibuzz: BoolLike.optional(),
  version: maybe(intLike({ min: 1 })),
}).superRefine(checkDiscount);
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;

/** products/upload-images (admin): multipart files in, stored URLs out (in order). */
export const UploadImagesReply = z.object({ status: Ok, imageUrl: z.array(z.string()) });
export type UploadImagesReply = z.infer<typeof UploadImagesReply>;

/**
 * A product as the admin edits it: the catalogue's shape plus colours, version and state, and
 * where its price stands (docs/product.md#reference-prices): when the current price began
 * (epoch ms) and the lowest price of the last 30 days, the current one included, against which
 * a price cut saved now would be shown. Both absent for a product without a price history.
 */
export const AdminProduct = Product.extend({
  colors: z.array(z.string()),
  version: z.number().int(),
  active: z.boolean(),
  /** A club's product: whether it waits to be published, and the club (absent for the shop's). */
  draft: z.boolean().optional(),
  clubId: z.number().int().optional(),
  priceSince: z.number().optional(),
  lowestRecentPrice: z.number().optional(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** admin/product/{id} (admin): the product to edit on /updateProduct/{id}. */
export const AdminProductReply = z.object({ status: Ok, product: AdminProduct });
export type AdminProductReply = z.infer<typeof AdminProductReply>;
