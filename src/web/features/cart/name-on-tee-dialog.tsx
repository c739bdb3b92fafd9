import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NameOnTeeForm } from '#shared/contract/cart.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import type { NamesOnTee } from './add-to-cart.ts';

export interface NameOnTeeDialogProps {
  onOpenChange: (open: boolean) => void;
  productName: string;
  size: string;
  /** The names typed last time on this page. */
  defaultValues: NamesOnTee;
  busy: boolean;
  onSubmit: (names: NamesOnTee) => void;
}

/**
 * "Name on Tee" (docs/product.md#product-page): club and sponsored tees are printed with the
 * wearer's name and institution, asked for before the tee goes into the cart. Loaded on demand
 * (with the dialog and form code), and mounted only while open, so each opening starts clean.
 */
export function NameOnTeeDialog({
  onOpenChange,
  productName,
  size,
  defaultValues,
  busy,
  onSubmit,
}: NameOnTeeDialogProps) {
  const formId = useId();
  const form = useForm<NamesOnTee>({ resolver: zodResolver(NameOnTeeForm), defaultValues });
  const { errors } = form.formState;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Name on Tee"
      description={`${productName}, size ${size}, is printed with these names.`}
      size="sm"
      footer={
        <Button type="submit" form={formId} size="lg" loading={busy}>
          ADD TO CART
        </Button>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className="flex flex-col gap-4"
      >
        <Field
          label="Name on the tee"
          autoComplete="off"
          autoFocus
          maxLength={40}
          error={errors.teeName?.message}
          {...form.register('teeName')}
        />
        <Field
          label="Institution name"
          autoComplete="organization"
          maxLength={100}
          error={errors.institutionName?.message}
          {...form.register('institutionName')}
        />
      </form>
    </Dialog>
  );
}
