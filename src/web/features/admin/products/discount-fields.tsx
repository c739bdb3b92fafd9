import type { UseFormReturn } from 'react-hook-form';
import { savingOf } from '#shared/rules/pricing.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Price } from '#web/components/ui/price.tsx';
import type { ProductEditorInput, ProductEditorValues } from './product-editor.ts';

/**
 * The admin's discount (docs/product.md#admin): the price the product really sold at before, or
 * a percentage off the price, never both; empty for none. Under them, how the shop will show a
 * previous price typed in.
 */
export function DiscountFields({
  form,
}: {
  form: UseFormReturn<ProductEditorInput, unknown, ProductEditorValues>;
}) {
  const { errors } = form.formState;
  const [price, compareAt] = form.watch(['price', 'compareAtPrice']);
  const saving = savingOf(Number(price), compareAt ? Number(compareAt) : undefined);
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-medium text-ink">Discount (optional)</legend>
      <Field
        label="Previous price in ₹"
        inputMode="decimal"
        hint={
          saving ? (
            <>
              Shown as <Price amount={Number(price)} />{' '}
              <Price amount={Number(compareAt)} variant="struck" /> {saving.percent}% off
            </>
          ) : (
            'The price it really sold at before; must be higher than the price'
          )
        }
        error={errors.compareAtPrice?.message}
        {...form.register('compareAtPrice')}
      />
      <Field
        label="or % off"
        inputMode="numeric"
        hint="1 to 90: the previous price is worked out from the price"
        error={errors.percentOff?.message}
        {...form.register('percentOff')}
      />
    </fieldset>
  );
}
