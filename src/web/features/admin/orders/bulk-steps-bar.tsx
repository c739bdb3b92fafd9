import { STEP_LABELS, type BulkStep } from '#shared/rules/order-steps.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useState } from 'react';
import { BulkDeliverDialog } from './bulk-deliver-dialog.tsx';
import { stepsForAll, useMoveOrders, type SteppableOrder } from './order-steps.ts';

export interface BulkStepsBarProps {
  /** The orders the buttons move (the selection, or the whole pick list). */
  orders: readonly SteppableOrder[];
  /** What the orders are, e.g. "3 orders selected". */
  label: string;
  /** After a move that went through (to clear a selection). */
  onMoved?: () => void;
  /** Offer "Mark delivered" too (All orders; the pick list is for packing). */
  deliver?: boolean;
  className?: string;
}

/**
 * The admin's bulk steps (docs/product.md#order-steps): packed, then ready for pickup or out for
 * delivery, for every order at once, and delivered (each order handed over with its code or a
 * reason, bulk-deliver-dialog.tsx). A step that does not fit every order is left out and the
 * bar says why; a refusal (an order changed meanwhile) toasts the server's words and the list
 * shows the latest state.
 */
export function BulkStepsBar({
  orders,
  label,
  onMoved,
  deliver = false,
  className,
}: BulkStepsBarProps) {
  const move = useMoveOrders();
  const [delivering, setDelivering] = useState(false);
  const steps = stepsForAll(orders);
  const mixed = orders.length > 0 && steps.length === 1;

  async function apply(step: BulkStep) {
    try {
      const done = await move.mutateAsync({ step, orders });
      notify.success(done.message);
      onMoved?.();
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Please try again.');
    }
  }

  return (
    <div
      role="group"
      aria-label="Move orders to a step"
      className={cx(
        'flex flex-wrap items-center gap-2 rounded-card border border-brand/40 bg-brand-soft p-3',
        className,
      )}
    >
      <p className="mr-auto text-sm font-semibold text-ink">{label}</p>
      {steps.map((step) => (
        <Button
          key={step}
          size="sm"
          variant={step === 'packed' ? 'outline' : 'primary'}
          disabled={move.isPending}
          onClick={() => void apply(step)}
        >
          Mark {STEP_LABELS[step].toLowerCase()}
        </Button>
      ))}
      {deliver && orders.length > 0 && (
        <>
          <Button size="sm" disabled={move.isPending} onClick={() => setDelivering(true)}>
            Mark delivered
          </Button>
          <BulkDeliverDialog
            orders={orders}
            open={delivering}
            onOpenChange={setDelivering}
            onMoved={onMoved}
          />
        </>
      )}
      {mixed && (
        <p className="w-full text-xs text-muted">
          Pickup orders and hostel or home orders are selected together: choose one kind to mark
          them ready for pickup or out for delivery.
        </p>
      )}
    </div>
  );
}
