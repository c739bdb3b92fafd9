import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { GuestSizeRequestForm, SizeRequestForm } from '#shared/contract/size-request.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field, TextAreaField } from '#web/components/ui/field.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useSizeUnavailable } from './size-unavailable.ts';

type Values = z.input<typeof GuestSizeRequestForm>;

export interface SizeRequestDialogProps {
  onOpenChange: (open: boolean) => void;
  product: { product_id: number; name: string };
  /** The size picked on the page, if any. */
  size: string | null;
  /** Logged out: the e-mail is asked for too ("Enter Email"). */
  guest: boolean;
}

const sizeOptions = SIZES.map((s) => ({ value: s, label: s }));

/**
 * "Size Not Available? Inform Us" (docs/product.md#size-requests): quantity and size ("Enter
 * Details" when missing), e-mail when logged out, comments. The shop's answer is shown as a toast.
 * Loaded on demand and mounted only while open.
 */
export function SizeRequestDialog({ onOpenChange, product, size, guest }: SizeRequestDialogProps) {
  const formId = useId();
  const send = useSizeUnavailable(product.product_id);
  const form = useForm<Values, unknown, GuestSizeRequestForm | SizeRequestForm>({
    resolver: zodResolver(guest ? GuestSizeRequestForm : SizeRequestForm) as never,
    defaultValues: { requiredQuantity: '1', requiredSize: size ?? '', email: '', comments: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await withProgressToast(() => send.mutateAsync(values), {
        loading: 'Sending your request',
        success: (reply) => reply.message,
      });
    } catch {
      return;
    }
    onOpenChange(false);
  });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Size Not Available? Inform Us"
      description={`Tell us what you need of ${product.name} and we will let you know when it is in stock.`}
      footer={
        <Button type="submit" form={formId} size="lg" loading={send.isPending}>
          Send request
        </Button>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3">
          <Field
            label="Quantity"
            inputMode="numeric"
            autoComplete="off"
            required
            autoFocus
            error={errors.requiredQuantity?.message}
            {...form.register('requiredQuantity')}
          />
          <Select
            label="Size"
            placeholder="Choose"
            options={sizeOptions}
            required
            error={errors.requiredSize?.message}
            {...form.register('requiredSize')}
          />
        </div>
        {guest && <EmailField error={errors.email?.message} {...form.register('email')} />}
        <TextAreaField
          label="Comments"
          rows={3}
          maxLength={1000}
          error={errors.comments?.message}
          {...form.register('comments')}
        />
      </form>
    </Dialog>
  );
}
