import { useState } from 'react';
import { Banknote } from 'lucide-react';
import { istTime } from '#shared/rules/admin.ts';
import { formatRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { amountKept } from '#shared/rules/order-cancel.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import type { AdminOrder } from './admin-order.ts';
import { useCashReceived } from './mark-cash-received.ts';

/** Tells the result of admin/cash-received: recorded now, or already recorded (who, when). */
export function announceCash(done: { alreadyRecorded: boolean; message: string }) {
  if (done.alreadyRecorded) notify.info(done.message);
  else notify.success(done.message);
}

/**
 * A cash-on-delivery order's money (docs/product.md#admin): when and by whom it was recorded as
 * received, or a button that records it after a confirmation. Online orders show nothing.
 */
export function CashReceived({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const record = useCashReceived();
  if (order.paymentMethod !== 'cod') return null;
  // A wholly cancelled order that was never paid for has no cash to collect.
  const cancelled = order.productsOrdered.every((i) => i.cancelled || i.step === 'cancelled');
  if (cancelled && !order.cashReceivedDate) return null;
  if (order.cashReceivedDate) {
    const at = order.cashReceivedDate;
    return (
      <p className="flex items-center gap-1.5 text-sm font-semibold text-sale">
        <Banknote aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Cash received
          <span className="block text-xs font-normal text-muted">
            {formatOrderDate(at)} {istTime(at)}
            {order.cashReceivedBy && ` by ${order.cashReceivedBy}`}
          </span>
        </span>
      </p>
    );
  }
  async function confirm() {
    try {
      announceCash(await record.mutateAsync(order.order_id));
      setOpen(false);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Please try again.');
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm font-semibold text-ink">
        Cash to collect: <Price amount={amountKept(order)} />
      </p>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Banknote aria-hidden="true" className="size-4" />
        Cash received
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Cash received?"
        description={`Record ${formatRupees(amountKept(order))} in cash from ${order.user.name} (order ${order.orderNumber}) as received by you, now.`}
        footer={
          <>
            <DialogClose>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={() => void confirm()} loading={record.isPending}>
              Record cash received
            </Button>
          </>
        }
      />
    </div>
  );
}
