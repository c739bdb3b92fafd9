import { useState } from 'react';
import type { MoveOrdersReply } from '#shared/contract/order-steps.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { notify } from '#web/lib/toast/toast.ts';
import { useMoveOrders, type OrderHandover, type SteppableOrder } from './order-steps.ts';

export interface BulkDeliverDialogProps {
  orders: readonly SteppableOrder[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After at least one order was delivered. */
  onMoved?: () => void;
}

type Refused = NonNullable<MoveOrdersReply['refused']>;

/**
 * Bulk "Delivered" (docs/product.md#order-steps): each pickup or hostel order asks for the
 * student's handover code or a reason; home orders need nothing. The server hands over each order
 * on its own: the ones it refuses stay here with why, the typed values kept, the rest are done.
 */
export function BulkDeliverDialog({ orders, open, onOpenChange, onMoved }: BulkDeliverDialogProps) {
  const move = useMoveOrders();
  const [typed, setTyped] = useState<Record<number, OrderHandover>>({});
  const [refused, setRefused] = useState<Refused>([]);
  // The selection is cleared when the dialog closes, not before: refused orders stay here.
  const [movedSome, setMovedSome] = useState(false);
  function close() {
    if (movedSome) onMoved?.();
    setMovedSome(false);
    setRefused([]);
    onOpenChange(false);
  }
  const set = (id: number, patch: OrderHandover) =>
    setTyped((t) => ({ ...t, [id]: { ...t[id], ...patch } }));
  // After a partial success only the refused orders are left to hand over.
  const left =
    refused.length > 0
      ? orders.filter((o) => refused.some((r) => r.order_id === o.order_id))
      : orders;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const handovers = new Map<number, OrderHandover>();
    for (const o of left) {
      const code = (typed[o.order_id]?.handoverCode ?? '').replace(/\s/g, '');
      const reason = (typed[o.order_id]?.reason ?? '').trim();
      handovers.set(o.order_id, code ? { handoverCode: code } : { reason });
    }
    try {
      const done = await move.mutateAsync({ step: 'delivered', orders: left, handovers });
      const stillRefused = done.refused ?? [];
      if (stillRefused.length === 0) {
        notify.success(done.message);
        onMoved?.();
        setMovedSome(false);
        setRefused([]);
        onOpenChange(false);
      } else {
        if (done.moved > 0) {
          notify.success(done.message.split(' Not delivered: ')[0]!);
          setMovedSome(true);
        }
        setRefused(stillRefused);
      }
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Please try again.');
      close();
    }
  }

  const why = (id: number) => refused.find((r) => r.order_id === id)?.message;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={`Mark ${left.length} order${left.length === 1 ? '' : 's'} delivered?`}
      description="Pickup and hostel orders need the student's handover code, or a reason instead."
      footer={
        <>
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" form="bulk-deliver" loading={move.isPending}>
            Mark delivered
          </Button>
        </>
      }
    >
      <form id="bulk-deliver" noValidate onSubmit={submit} className="flex flex-col gap-4">
        {refused.length > 0 && (
          <p role="alert" className="text-sm font-semibold text-danger">
            {refused.length === 1 ? 'This order was' : 'These orders were'} not delivered: fix and
            try again.
          </p>
        )}
        <ul className="flex flex-col gap-4">
          {left.map((o) => (
            <li key={o.order_id} className="flex flex-col gap-2 border-b border-line pb-3">
              <p className="text-sm font-semibold text-ink">Order {o.orderNumber}</p>
              {o.hasHandoverCode ? (
                <div className="grid gap-2 sm:grid-cols-2">
                  <Field
                    label={`Handover code for order ${o.orderNumber}`}
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={6}
                    value={typed[o.order_id]?.handoverCode ?? ''}
                    error={why(o.order_id)}
                    onChange={(e) => set(o.order_id, { handoverCode: e.target.value })}
                  />
                  <Field
                    label={`No code for order ${o.orderNumber}? Say why`}
                    maxLength={300}
                    value={typed[o.order_id]?.reason ?? ''}
                    onChange={(e) => set(o.order_id, { reason: e.target.value })}
                  />
                </div>
              ) : (
                <p className="text-sm text-muted">
                  {why(o.order_id) ?? 'No handover code needed.'}
                </p>
              )}
            </li>
          ))}
        </ul>
      </form>
    </Dialog>
  );
}
