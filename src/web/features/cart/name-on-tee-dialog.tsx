import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
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
  /** What the tee is printed with: the names (club tees, drops that print names), a number. */
  asks?: { names: boolean; number: boolean };
  busy: boolean;
  /**
   * ADD TO CART pressed with valid fields; may answer the server's word on a field (a number
   * another student has in the drop), shown under it with the typing kept.
   */
  onSubmit: (names: NamesOnTee) => void | Promise<FieldProblems | void>;
}

/** The server's refusal of a field of the popup, in its words. */
export interface FieldProblems {
  teeNumber?: string;
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
  asks = { names: true, number: false },
}: NameOnTeeDialogProps) {
  const formId = useId();
  const form = useForm<NamesOnTee>({
    resolver: zodResolver(formOf(asks)),
    defaultValues: { teeNumber: '', ...defaultValues },
  });
  const { errors } = form.formState;
  const what =
    asks.names && asks.number
      ? 'this name and number'
      : asks.number
        ? 'this number'
        : 'these names';
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={asks.names ? (asks.number ? 'Name and number' : 'Name on Tee') : 'Number on Tee'}
      description={`${productName}, size ${size}, is printed with ${what}.`}
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
        onSubmit={form.handleSubmit(async (values) => {
          const problems = await onSubmit(values);
          if (problems?.teeNumber) {
            form.setError('teeNumber', { message: problems.teeNumber }, { shouldFocus: true });
          }
        })}
        className="flex flex-col gap-4"
      >
        {asks.names && (
          <>
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
          </>
        )}
        {asks.number && (
          <Field
            label="Number (0–99)"
            inputMode="numeric"
            autoComplete="off"
            autoFocus={!asks.names}
            maxLength={2}
            error={errors.teeNumber?.message}
            {...form.register('teeNumber')}
          />
        )}
      </form>
    </Dialog>
  );
}

const TeeNumberForm = z.object({
  teeNumber: z
    .string()
    .trim()
    .regex(/^([0-9]|[1-9][0-9])$/, { error: 'Enter a number from 0 to 99' }),
});
const NoNames = z.object({ teeName: z.literal(''), institutionName: z.literal('') });

/** The dialog's checks: the names, the number, or both. */
function formOf(asks: { names: boolean; number: boolean }) {
  if (asks.names && asks.number) return NameOnTeeForm.extend(TeeNumberForm.shape);
  if (asks.number) return NoNames.extend(TeeNumberForm.shape);
  return NameOnTeeForm;
}
