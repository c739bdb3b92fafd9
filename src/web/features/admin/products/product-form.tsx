import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { MSG } from '#shared/contract/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field, TextAreaField } from '#web/components/ui/field.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { ImageItem } from './image-list.ts';
import { ImagePicker } from './image-picker.tsx';
import { ReferencePrice, type SavedPrice } from './reference-price.tsx';
import {
  styleOptions,
  type ProductEditorInput,
  type ProductEditorValues,
} from './product-editor.ts';
import { SizeRows } from './size-rows.tsx';

export interface ProductFormProps {
  form: UseFormReturn<ProductEditorInput, unknown, ProductEditorValues>;
  images: ImageItem[];
  onImagesChange: (items: ImageItem[]) => void;
  /** Shown under the images after a submit without any. */
  imagesError?: string;
  onSubmit: () => void;
  submitLabel: string;
  busy: boolean;
  /** A message above the button (e.g. another admin's save). */
  notice?: ReactNode;
  /** The saved product's price, for the previous price it shows (none for a new product). */
  savedPrice?: SavedPrice;
}

const brandOptions = [
  { value: 'own', label: 'Own-brand product', description: 'Pickup, hostel or home delivery' },
  {
    value: 'club',
    label: 'Club product',
    description: 'Customers give a name for the tee; pickup, hostel or home delivery',
  },
];

/** The fields of a product, in the order an admin fills them in on a phone. */
export function ProductForm(props: ProductFormProps) {
  const { form, busy } = props;
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={props.onSubmit} className="flex flex-col gap-6">
      <ImagePicker items={props.images} onChange={props.onImagesChange} error={props.imagesError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message} {...form.register('name')} />
        <Field
          label="Details"
          required
          hint="Also makes the product's web address, e.g. “Quad Tee Regular - White”"
          error={errors.details?.message}
          {...form.register('details')}
        />
      </div>
      <TextAreaField
        label="Description"
        required
        rows={4}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Price (₹)"
          required
          inputMode="decimal"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <ReferencePrice form={form} saved={props.savedPrice} />
        <Select
          label="Style"
          required
          placeholder="Choose a style"
          hint="Sponsored: club and sponsor tees"
          options={styleOptions}
          error={errors.style?.message}
          {...form.register('style')}
        />
        <Field
          label="Colours"
          hint="Separate with commas: Black, White"
          error={errors.colors?.message}
          {...form.register('colors')}
        />
        <Field
          label="Tags"
          hint="Separate with commas: hostel, night"
          error={errors.tags?.message}
          {...form.register('tags')}
        />
      </div>
      <Controller
        control={form.control}
        name="brand"
        render={({ field }) => (
          <RadioGroup
            name={field.name}
            legend="Whose product is it?"
            options={brandOptions}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <SizeRows form={form} />
      {props.notice}
      <Button type="submit" size="lg" loading={busy} className="sm:self-start">
        {props.submitLabel}
      </Button>
    </form>
  );
}

export const imagesRequired = MSG.productImages;
