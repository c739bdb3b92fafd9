import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { formatRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { savingOf } from '#shared/rules/pricing.ts';
import { Price } from '#web/components/ui/price.tsx';
import type { ProductEditorInput, ProductEditorValues } from './product-editor.ts';

/** The saved product's price and where it stands (admin/product/{id}). */
export interface SavedPrice {
  price: number;
  compareAtPrice?: number;
  priceSince?: number;
  lowestRecentPrice?: number;
}

/** The previous price the shop would show for `price`, and why. */
function previewOf(price: number, saved: SavedPrice | undefined) {
  if (!saved) {
    return {
      reference: undefined,
      why: 'A new product has none. Lower its price later and the lowest price of the 30 days before is shown.',
    };
  }
  if (!(price > 0) || price === saved.price) {
    const began =
      saved.priceSince === undefined ? '' : ` (on ${formatOrderDate(saved.priceSince)})`;
    const priceText = formatRupees(saved.price);
    return saved.compareAtPrice === undefined
      ? {
          reference: undefined,
          why: `None: the lowest price of the 30 days before ${priceText} began${began} is not higher.`,
        }
      : {
          reference: saved.compareAtPrice,
          why: `The lowest price of the 30 days before ${priceText} began${began}.`,
        };
  }
  const lowest = saved.lowestRecentPrice;
  if (lowest !== undefined && lowest > price) {
    return {
      reference: lowest,
      why: `Once saved: the lowest price of the last 30 days, shown against the new price.`,
    };
  }
  return {
    reference: undefined,
    why:
      lowest === undefined
        ? 'Once saved, none: the product has no price history.'
        : `Once saved, none: the lowest price of the last 30 days, ${formatRupees(lowest)}, is not higher.`,
  };
}

/**
 * The previous price the shop strikes through (docs/product.md#reference-prices), worked out
 * from the product's price history and never typed: shown as it stands, and as it would be
 * once a changed price is saved.
 */
export function ReferencePrice({
  form,
  saved,
}: {
  form: UseFormReturn<ProductEditorInput, unknown, ProductEditorValues>;
  saved: SavedPrice | undefined;
}) {
  const id = useId();
  const price = Number(form.watch('price'));
  const { reference, why } = previewOf(price, saved);
  const saving = reference === undefined ? undefined : savingOf(price, reference);
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
      <p id={`${id}-label`} className="text-sm font-medium text-ink">
        Previous price shown
      </p>
      <p
        aria-live="polite"
        className="flex min-h-11 items-center gap-2 rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink"
      >
        {saving && reference !== undefined ? (
          <>
            <Price amount={reference} variant="struck" /> {saving.percent}% off
          </>
        ) : (
          'None'
        )}
      </p>
      <p className="text-xs text-muted">{why} The shop works it out; it cannot be typed.</p>
    </div>
  );
}
