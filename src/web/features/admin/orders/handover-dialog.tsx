import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import type { AdminOrder } from '#web/features/admin/order-actions/admin-order.ts';
import {
  HandoverFields,
  handoverProof,
  showHandoverRefusal,
  useHandoverForm,
} from '#web/features/admin/shared/handover-fields.tsx';
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
  const form = useHandoverForm(withCode);
  const left = order.productsOrdered.filter((i) => !i.isDelivered && !i.cancelled);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const done = await handOver.mutateAsync({ order, ...handoverProof(values) });
      notify.success(done.message);
      onOpenChange(false);
    } catch (error) {
      showHandoverRefusal(error, form, () => onOpenChange(false));
    }
  });

  const formId = `handover-${order.order_id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Hand over order ${order.orderNumber}?`}
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
