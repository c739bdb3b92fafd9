import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ExchangeForm } from '#shared/contract/exchanges.ts';
import { EXCHANGE_REASON_MAX } from '#shared/rules/exchanges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useAskExchange } from './exchange-api.ts';
import type { OrderItem } from './get-my-orders.ts';

export interface ExchangeDialogProps {
  item: OrderItem;
  /** The other sizes of the product in stock now. */
  sizes: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Exchange size" (docs/product.md#size-exchange): a size in stock and a short reason. The new
 * size is set aside at once; the server checks the stock again.
 */
export function ExchangeDialog({ item, sizes, open, onOpenChange }: ExchangeDialogProps) {
  const ask = useAskExchange();
  const form = useForm<ExchangeForm>({
    resolver: zodResolver(ExchangeForm),
    defaultValues: { reason: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const done = await ask.mutateAsync({ orderItemId: item.orderItem_id, values });
      notify.success(done.message);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EXCHANGE_SOLD_OUT') {
        form.setError('size', { message: error.message });
      } else {
        notify.error(error instanceof Error ? error.message : 'Please try again.');
      }
    }
  });

  const formId = `exchange-${item.orderItem_id}`;
  const pieces = item.quantity > 1 ? ` (all ${item.quantity} pieces)` : '';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Exchange size"
      description={`${item.product.name}, size ${item.size}${pieces}. We set the new size aside at once.`}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={ask.isPending}>
            Ask for exchange
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Controller
          control={form.control}
          name="size"
          render={({ field }) => (
            <RadioGroup
              name={`${formId}-size`}
              legend="New size (in stock now)"
              variant="chips"
              options={sizes.map((s) => ({ value: s, label: s }))}
              value={field.value ?? null}
              onChange={field.onChange}
              error={errors.size?.message}
            />
          )}
        />
        <Field
          label="Why?"
          hint="For example: too tight across the shoulders"
          maxLength={EXCHANGE_REASON_MAX}
          autoComplete="off"
          error={errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
