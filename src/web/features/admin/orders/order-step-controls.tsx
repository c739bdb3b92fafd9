import { useState } from 'react';
import { istTime } from '#shared/rules/admin.ts';
import { STEP_LABELS } from '#shared/rules/order-steps.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Button } from '#web/components/ui/button.tsx';
import type { AdminOrder, AdminOrderItem } from '#web/features/admin/order-actions/admin-order.ts';
import { HandoverDialog } from './handover-dialog.tsx';

/** The box that adds an order to the bulk steps' selection. */
export function SelectOrderBox({
  order,
  checked,
  onChange,
}: {
  order: AdminOrder;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="-m-2 flex min-h-11 min-w-11 cursor-pointer items-center justify-center p-2">
      <input
        type="checkbox"
        className="size-5 accent-brand"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="sr-only">Select order {order.orderNumber}</span>
    </label>
  );
}

/** Where an item not yet delivered is: its step, when and by whom. */
export function ItemStepNote({ item }: { item: AdminOrderItem }) {
  const last = item.steps?.at(-1);
  if (!item.step || !last) return null;
  return (
    <p className="text-xs text-muted">
      <span className="font-semibold text-ink">{STEP_LABELS[item.step]}</span> ·{' '}
      {formatOrderDate(last.at)} {istTime(last.at)}
      {last.by && ` by ${last.by}`}
    </p>
  );
}

/** "Hand over order": every item still to deliver with one code, when there are two or more. */
export function HandoverButton({ order }: { order: AdminOrder }) {
  const [open, setOpen] = useState(false);
  const left = order.productsOrdered.filter((i) => !i.isDelivered && !i.cancelled).length;
  if (left < 2) return null;
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Hand over order ({left} items)
      </Button>
      {open && <HandoverDialog order={order} open={open} onOpenChange={setOpen} />}
    </>
  );
}
