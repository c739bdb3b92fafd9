import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { SIZES } from '#shared/rules/sizes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { ProductEditorInput, ProductEditorValues } from './product-editor.ts';

/**
 * Size and quantity rows: add and delete (saved rows can be set to 0 but not deleted, so carts
 * and orders keep their size), each size once: a size used by another row is not offered.
 */
export function SizeRows({
  form,
}: {
  form: UseFormReturn<ProductEditorInput, unknown, ProductEditorValues>;
}) {
  const rows = useFieldArray({ control: form.control, name: 'sizeQuantities' });
  const values = form.watch('sizeQuantities');
  const used = new Set(values.map((r) => String(r.size)));
  const free = SIZES.filter((s) => !used.has(s));
  const errors = form.formState.errors.sizeQuantities;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-ink">Sizes and stock</legend>
      <ul className="flex flex-col gap-2">
        {rows.fields.map((row, i) => {
          const saved = values[i]?.size_id !== undefined && values[i]?.size_id !== null;
          const options = SIZES.map((s) => ({
            value: s,
            label: s,
            disabled: s !== values[i]?.size && used.has(s),
          }));
          return (
            <li key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              {saved ? (
                <Field
                  label={`Size ${i + 1}`}
                  readOnly
                  className="read-only:bg-surface"
                  {...form.register(`sizeQuantities.${i}.size`)}
                />
              ) : (
                <Select
                  label={`Size ${i + 1}`}
                  options={options}
                  error={errors?.[i]?.size?.message}
                  {...form.register(`sizeQuantities.${i}.size`)}
                />
              )}
              <Field
                label={`Stock of row ${i + 1}`}
                inputMode="numeric"
                error={errors?.[i]?.quantity?.message}
                {...form.register(`sizeQuantities.${i}.quantity`)}
              />
              <button
                type="button"
                aria-label={`Delete size row ${i + 1}`}
                disabled={saved || rows.fields.length === 1}
                title={saved ? 'Saved sizes stay; set the stock to 0 instead' : undefined}
                onClick={() => rows.remove(i)}
                className="mt-7 inline-flex size-11 items-center justify-center rounded-lg text-danger hover:bg-surface disabled:text-muted disabled:opacity-40"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-danger">
          {errors?.root?.message ?? errors?.message}
        </p>
      ) : null}
      {free.length > 0 && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => rows.append({ size: free[0]!, quantity: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add size
        </Button>
      )}
    </fieldset>
  );
}
