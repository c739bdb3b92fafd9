import { useState } from 'react';
import type { AdminExchange } from '#shared/contract/exchanges.ts';
import type { ExchangeReturn } from '#shared/rules/exchanges.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { useExchangeAction } from './admin-exchange-api.ts';
import {
  HandoverFields,
  handoverProof,
  showHandoverRefusal,
  useHandoverForm,
} from '#web/features/admin/shared/handover-fields.tsx';

/**
 * "Complete swap" (docs/product.md#size-exchange): the student's handover code (or why not), and
 * whether the piece handed back goes into stock or is written off as damaged.
 */
export function ExchangeSwapDialog({
  exchange,
  open,
  onOpenChange,
}: {
  exchange: AdminExchange;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { swap } = useExchangeAction();
  const [returned, setReturned] = useState<ExchangeReturn | null>(null);
  const [returnedError, setReturnedError] = useState('');
  const form = useHandoverForm(exchange.needsCode);

  const onSubmit = form.handleSubmit(async (values) => {
    if (!returned) {
      setReturnedError('Say whether the old piece goes back to stock');
      return;
    }
    try {
      const done = await swap.mutateAsync({
        exchange_id: exchange.exchange_id,
        version: exchange.version,
        returned,
        ...handoverProof(values),
      });
      notify.success(done.message);
      onOpenChange(false);
    } catch (error) {
      showHandoverRefusal(error, form, () => onOpenChange(false));
    }
  });

  const formId = `swap-${exchange.exchange_id}`;
  const { fromSize, toSize, quantity } = exchange;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Swap ${fromSize} → ${toSize}?`}
      description={`${quantity} × ${exchange.productName} for ${exchange.customerName}: take size ${fromSize} back, hand over ${toSize}.`}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={swap.isPending}>
            Complete swap
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {exchange.needsCode && <HandoverFields form={form} />}
        <RadioGroup
          name={`${formId}-returned`}
          legend={`The returned size ${fromSize}`}
          options={[
            { value: 'stock', label: 'Back to stock', description: 'Unworn, tags on' },
            { value: 'damaged', label: 'Write off as damaged', description: 'Not sold again' },
          ]}
          value={returned}
          onChange={(v) => {
            setReturned(v as ExchangeReturn);
            setReturnedError('');
          }}
          error={returnedError || undefined}
        />
      </form>
    </Dialog>
  );
}
