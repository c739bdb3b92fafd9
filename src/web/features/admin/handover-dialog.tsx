import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeliveredForm } from '#shared/contract/admin-orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { ApiError } from '#web/lib/api-error.ts';
import { notify } from '#web/lib/toast.ts';
import type { AdminOrder } from './get-all-orders.ts';
import { HandoverFields } from './handover-fields.tsx';
import { useHandOver } from './order-steps.ts';

export interface HandoverDialogProps {
  order: AdminOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Hand over order" (docs/product.md#order-steps): every item of the order still to deliver, with
 * the student's handover code typed once (pickup and hostel) or a reason instead.
 */
export function HandoverDialog({ order, open, onOpenChange }: HandoverDialogProps) {
  const handOver = useHandOver();
  const withCode = order.hasHandoverCode;
  const form = useForm<DeliveredForm>({
    resolver: withCode ? zodResolver(DeliveredForm) : undefined,
    defaultValues: { handoverCode: '', reason: '' },
  });
  const left = order.productsOrdered.filter((i) => !i.isDelivered && !i.cancelled);

  const onSubmit = form.handleSubmit(async (values) => {
    const code = values.handoverCode.replace(/\s/g, '');
    try {
      const done = await handOver.mutateAsync({
        order,
        ...(code ? { handoverCode: code } : { reason: values.reason.trim() }),
      });
      notify.success(done.message);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'HANDOVER_CODE_WRONG') {
        form.setError('handoverCode', { message: error.message });
      } else {
        notify.error(error instanceof Error ? error.message : 'Please try again.');
        // A refusal for a changed order: the list has refreshed to the latest state.
        if (error instanceof ApiError && error.httpStatus === 409) onOpenChange(false);
      }
    }
  });

  const formId = `handover-${order.order_id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Hand over order #${order.order_id}?`}
      description={`${left.length} item${left.length === 1 ? '' : 's'} for ${order.user.name}, delivered together.`}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} loading={handOver.isPending}>
            Hand over {left.length} item{left.length === 1 ? '' : 's'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <ul className="list-disc pl-5 text-sm text-ink">
          {left.map((i) => (
            <li key={i.orderItem_id}>
              {i.product.name}, size {i.size} × {i.quantity}
            </li>
          ))}
        </ul>
        {withCode ? (
          <HandoverFields form={form} />
        ) : (
          <p className="text-sm text-muted">The customer gets one e-mail for the whole order.</p>
        )}
      </form>
    </Dialog>
  );
}
