import type { SizeQuantity } from '#shared/contract/catalog.ts';
import { LOW_STOCK } from '#shared/rules/admin.ts';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { sizeAvailability } from './stock.ts';

export interface SizePickerProps {
  sizeQuantities: SizeQuantity[];
  value: string | null;
  onChange: (size: string) => void;
  error?: string;
}

/**
 * XS to 2XL as radios; sizes without stock (or not made) stay visible but disabled. A size with
 * 3 or fewer left says so once picked: "Only 2 left in size M" (docs/product.md#product-page).
 */
export function SizePicker({ sizeQuantities, value, onChange, error }: SizePickerProps) {
  const sizes = sizeAvailability(sizeQuantities);
  const options = sizes.map((s) => ({
    value: s.size,
    label: s.size,
    disabled: !s.available,
    srHint: !s.available
      ? s.quantity === undefined
        ? 'not made in this size'
        : 'out of stock'
      : s.quantity! <= LOW_STOCK
        ? `only ${s.quantity} left`
        : undefined,
  }));
  const picked = sizes.find((s) => s.size === value && s.available);
  const few = picked && picked.quantity! <= LOW_STOCK ? picked.quantity : undefined;
  return (
    <div>
      <RadioGroup
        name="size"
        legend="Select size"
        variant="chips"
        options={options}
        value={value}
        onChange={onChange}
        error={error}
      />
      <p aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold text-danger">
        {few !== undefined && `Only ${few} left in size ${picked!.size}`}
      </p>
    </div>
  );
}
