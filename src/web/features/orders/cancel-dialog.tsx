import { useState } from 'react';
import { formatRupees } from '#shared/rules/money.ts';
import { amountKept, cancelledAmount, CANCEL_REASON_MAX } from '#shared/rules/order-cancel.ts';
import { REFUND_TIME } from '#shared/rules/refund-status.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import type { MyOrder, OrderItem } from './get-my-orders.ts';
import { useCancelOrder } from './cancel-order.ts';

/** What cancelling gives back, said before the student confirms. */
function moneyNote(order: MyOrder, item: OrderItem | undefined): string {
  if (order.paymentMethod === 'cod') return 'It was not paid for yet, so there is nothing to pay.';
  const amount = item ? cancelledAmount([{ ...item, step: 'cancelled' }]) : amountKept(order);
  return `We refund ${formatRupees(amount)} to the account you paid from; it reaches it in ${REFUND_TIME}.`;
}

/**
 * Asks before cancelling the whole order or one item (docs/product.md#cancelling-an-order): what
 * goes, what comes back, an optional reason. A refusal (packed meanwhile) is shown in the dialog.
 */
export function CancelDialog({
  order,
  item,
  open,
  onOpenChange,
}: {
  order: MyOrder;
  item?: OrderItem | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const cancel = useCancelOrder();
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState('');
  const what = item ? `${item.product.name}, size ${item.size}` : `order ${order.orderNumber}`;
  async function confirm() {
    setRefusal('');
    try {
      const done = await cancel.mutateAsync({
        orderNumber: order.orderNumber,
        orderItemId: item?.orderItem_id,
        reason: reason.trim(),
      });
      notify.success(done.message);
      onOpenChange(false);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'Please try again.');
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={item ? 'Cancel this item?' : 'Cancel this order?'}
      description={`You cancel ${what}. It will not be packed or sent. ${moneyNote(order, item)}`}
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Keep {item ? 'it' : 'the order'}</Button>
          </DialogClose>
          <Button variant="danger" onClick={() => void confirm()} loading={cancel.isPending}>
            {item ? 'Cancel item' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <TextAreaField
        label="Why are you cancelling? (optional)"
        rows={2}
        maxLength={CANCEL_REASON_MAX}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {refusal && (
        <p role="alert" className="mt-3 rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {refusal}
        </p>
      )}
    </Dialog>
  );
}
