import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Ban } from 'lucide-react';
import { AdminCancelReason } from '#shared/contract/order-cancel.ts';
import { istTime } from '#shared/rules/admin.ts';
import { formatRupees } from '#shared/rules/money.ts';
import {
  adminMayCancelItem,
  cancelledAmount,
  CANCEL_REASON_MAX,
} from '#shared/rules/order-cancel.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { api } from '#web/lib/api/api-client.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { notify } from '#web/lib/toast/toast.ts';
import type { AdminOrder, AdminOrderItem } from './admin-order.ts';

/**
 * The admin cancels an item not delivered yet, with a reason (docs/product.md#cancelling-an-order),
 * on the order's version the page shows; the order and the lists refresh afterwards.
 */
function useAdminCancelItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      orderItemId: number;
      version: number;
      reason: string;
      quantity: number;
    }) =>
      api('admin/orders/cancel-item', {
        body: {
          orderItem_id: body.orderItemId,
          version: body.version,
          reason: body.reason,
          quantity: body.quantity,
        },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** Some pieces of a line cancelled: "1 of 2 pieces cancelled, 1 kept on the line". */
export function cancelledPiecesText(item: AdminOrderItem): string | undefined {
  const of = item.cancelled?.ofPieces;
  if (!of) return undefined;
  return `${item.quantity} of ${of} pieces cancelled, ${of - item.quantity} kept on the line`;
}

/** "Cancelled 26-11-2026 14:05 by the student" / "… by admin@…: reason". */
export function AdminCancelledNote({ item }: { item: AdminOrderItem }) {
  if (!item.cancelled) return null;
  const c = item.cancelled;
  const by = item.steps?.find((s) => s.step === 'cancelled')?.by;
  const who = c.by === 'student' ? 'the student' : by || 'the shop';
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold text-muted">
      <Ban aria-hidden="true" className="size-4 shrink-0" />
      <span>
        Cancelled
        <span className="block text-xs font-normal">
          {formatOrderDate(c.at)} {istTime(c.at)} by {who}
          {c.reason && `: ${c.reason}`}
        </span>
        {c.ofPieces && (
          <span className="block text-xs font-normal">{cancelledPiecesText(item)}</span>
        )}
      </span>
    </p>
  );
}

/** The line's coupon share for `pieces` of it, as the server splits it (rounded to the paisa). */
const shareOf = (item: AdminOrderItem, pieces: number) =>
  Math.round(((item.discount ?? 0) * 100 * pieces) / item.quantity) / 100;

/** What the admin is told before cancelling `pieces` of the line: the money side. */
function moneyNote(order: AdminOrder, item: AdminOrderItem, pieces: number): string {
  const amount = formatRupees(
    cancelledAmount([
      { ...item, quantity: pieces, discount: shareOf(item, pieces), step: 'cancelled' },
    ]),
  );
  if (order.paymentMethod === 'online') {
    return `${amount} goes back to the student's account through the gateway.`;
  }
  return order.cashReceivedDate
    ? `Cash was received for this order: give ${amount} back to the student by hand.`
    : `Cash on Delivery: ${amount} less to collect.`;
}

/**
 * Cancel item, with a required reason, for an item not delivered or cancelled: the whole line,
 * or as many of its pieces as the admin chooses.
 */
export function AdminCancelItem({ order, item }: { order: AdminOrder; item: AdminOrderItem }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [pieces, setPieces] = useState(item.quantity);
  const [error, setError] = useState('');
  const cancel = useAdminCancelItem();
  if (!adminMayCancelItem(item)) return null;
  async function confirm() {
    const checked = AdminCancelReason.safeParse(reason);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Say why the item is cancelled');
      return;
    }
    setError('');
    try {
      const done = await cancel.mutateAsync({
        orderItemId: item.orderItem_id,
        version: order.version ?? 1,
        reason: checked.data,
        quantity: Math.min(pieces, item.quantity),
      });
      if (done.alreadyCancelled) notify.info(done.message);
      else notify.success(done.message);
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Please try again.');
    }
  }
  return (
    <>
      <Button variant="danger-ghost" onClick={() => setOpen(true)}>
        Cancel item
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title="Cancel this item?"
        description={`${item.quantity} × ${item.product.name}, size ${item.size}, of order ${order.orderNumber}. ${pieces < item.quantity ? `${pieces} of ${item.quantity} pieces are cancelled; the rest stay ordered. Their` : 'Its'} stock goes back on sale and ${order.user.name} is e-mailed the reason. ${moneyNote(order, item, pieces)}`}
        footer={
          <>
            <DialogClose>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button variant="danger" onClick={() => void confirm()} loading={cancel.isPending}>
              Cancel item
            </Button>
          </>
        }
      >
        {item.quantity > 1 && (
          <Select
            label="Pieces to cancel"
            options={Array.from({ length: item.quantity }, (_, i) => ({
              value: String(i + 1),
              label: i + 1 === item.quantity ? `All ${item.quantity}` : String(i + 1),
            }))}
            value={String(pieces)}
            onChange={(e) => setPieces(Number(e.target.value))}
            wrapperClassName="mb-3"
          />
        )}
        <Field
          label="Reason (the student reads it)"
          required
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error || undefined}
        />
      </Dialog>
    </>
  );
}
