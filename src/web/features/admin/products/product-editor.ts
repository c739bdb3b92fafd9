import { z } from 'zod';
import { UpdateProductForm } from '#shared/contract/admin-products.ts';
import { MSG } from '#shared/contract/messages.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { STYLES, styleLabel } from '#shared/rules/styles.ts';

/**
 * The product form of /add and /updateProduct/{id}: the shared rules and messages, plus tags and
 * colours typed as "a, b" and the own-brand choice. Rows keep their `size_id` and the stock the
 * form showed (`previousQuantity`), so the server can tell when the stock moved meanwhile.
 */
export const ProductEditor = UpdateProductForm.extend({
  tags: z.string().max(800, { error: MSG.tooLong }),
  colors: z.string().max(400, { error: MSG.tooLong }),
  brand: z.enum(['own', 'club']),
});
export type ProductEditorInput = z.input<typeof ProductEditor>;
export type ProductEditorValues = z.output<typeof ProductEditor>;

export const styleOptions = STYLES.map((s) => ({ value: s, label: styleLabel(s) }));
export const sizeOptions = SIZES.map((s) => ({ value: s, label: s }));

export const emptyProduct: ProductEditorInput = {
  name: '',
  details: '',
  description: '',
  price: '',
  style: '',
  tags: '',
  colors: '',
  brand: 'own',
  sizeQuantities: [{ size: 'M', quantity: '' }],
};

/** The body fields both calls share, from the form's values. */
export function productBody(values: ProductEditorValues) {
  return {
    name: values.name,
    details: values.details,
    description: values.description,
    // No previous price: the server works it out from the price history
    // (docs/product.md#reference-prices).
    price: values.price,
    style: values.style,
    tags: values.tags,
    colors: values.colors,
    isOwnBrand: values.brand === 'own',
  };
}
