import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeliveredForm } from '#shared/contract/admin-orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { announceCash } from './cash-received.tsx';
import type { AdminOrder, AdminOrderItem } from './admin-order.ts';
import { useCashReceived } from './mark-cash-received.ts';
import { useMarkDelivered } from './mark-delivered.ts';
import { HandoverFields } from '#web/features/admin/shared/handover-fields.tsx';

export interface DeliverDialogProps {
  order: AdminOrder;
  item: AdminOrderItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Confirms "Mark as delivered" for one item. Pickup and hostel orders ask for the student's
 * handover code (a wrong one is refused) or, without it, a reason that is recorded.
 */
export function DeliverDialog({ order, item, open, onOpenChange }: DeliverDialogProps) {
  const deliver = useMarkDelivered();
  const recordCash = useCashReceived();
  // A cash order's handover is where its money changes hands (docs/product.md#admin).
  const cashDue = order.paymentMethod === 'cod' && !order.cashReceivedDate;
  const [cashReceived, setCashReceived] = useState(false);
  const withCode = order.hasHandoverCode;
  const form = useForm<DeliveredForm>({
    resolver: withCode ? zodResolver(DeliveredForm) : undefined,
    defaultValues: { handoverCode: '', reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const code = values.handoverCode.replace(/\s/g, '');
    try {
      const done = await deliver.mutateAsync({
        orderItem_id: item.orderItem_id,
        ...(code ? { handoverCode: code } : { reason: values.reason.trim() }),
      });
      if (done.alreadyDelivered) notify.info(done.message);
      else notify.success(done.message);
      if (cashDue && cashReceived) announceCash(await recordCash.mutateAsync(order.order_id));
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'HANDOVER_CODE_WRONG') {
        form.setError('handoverCode', { message: error.message });
      } else notify.error(error instanceof Error ? error.message : 'Please try again.');
    }
  });

  const what = `${item.product.name}, size ${item.size} × ${item.quantity}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Mark as delivered?"
      description={`${what} for ${order.user.name} (order ${order.orderNumber}).`}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            form={`deliver-${item.orderItem_id}`}
            loading={deliver.isPending || recordCash.isPending}
          >
            Mark as delivered
          </Button>
        </>
      }
    >
      <form
        id={`deliver-${item.orderItem_id}`}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        {withCode ? (
          <HandoverFields form={form} />
        ) : (
          <p className="text-sm text-muted">The customer gets an e-mail that it was delivered.</p>
        )}
        {cashDue && (
          <label className="flex min-h-11 items-center gap-3 rounded-card border border-line p-3 text-sm font-semibold text-ink">
            <input
              type="checkbox"
              checked={cashReceived}
              onChange={(e) => setCashReceived(e.target.checked)}
              className="size-5 accent-brand"
            />
            <span>
              Cash received: <Price amount={order.totalAmount} />
              <span className="block text-xs font-normal text-muted">
                The whole order&apos;s cash, recorded with your name and the time
              </span>
            </span>
          </label>
        )}
      </form>
    </Dialog>
  );
}
