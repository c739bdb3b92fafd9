import type { SizeQuantity } from '#shared/contract/catalog.ts';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { sizeAvailability } from './stock.ts';

export interface SizePickerProps {
  sizeQuantities: SizeQuantity[];
  value: string | null;
  onChange: (size: string) => void;
  error?: string;
}

/** XS to 2XL as radios; sizes without stock (or not made) stay visible but disabled. */
export function SizePicker({ sizeQuantities, value, onChange, error }: SizePickerProps) {
  const options = sizeAvailability(sizeQuantities).map((s) => ({
    value: s.size,
    label: s.size,
    disabled: !s.available,
    srHint: s.available
      ? undefined
      : s.quantity === undefined
        ? 'not made in this size'
        : 'out of stock',
  }));
  return (
    <RadioGroup
      name="size"
      legend="Select size"
      variant="chips"
      options={options}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
