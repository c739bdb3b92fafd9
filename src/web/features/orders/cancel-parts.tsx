import { lazy, Suspense, useState } from 'react';
import { Undo2 } from 'lucide-react';
import {
  amountKept,
  cancelledAmount,
  cancelledLine,
  studentMayCancelItem,
  studentMayCancelOrder,
} from '#shared/rules/order-cancel.ts';
import { istMoment } from '#shared/rules/drops.ts';
import { refundStatusLine } from '#shared/rules/refund-status.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/rules/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { cx } from '#web/components/ui/cx.ts';
import type { MyOrder, OrderItem } from './get-my-orders.ts';
import { PreOrderCancelNote } from './pre-order-cancel-note.tsx';

// The dialog (with its dialog library) loads when it is opened, not with the order page.
const loadCancelDialog = () => import('./cancel-dialog.tsx');
const CancelDialog = lazy(() => loadCancelDialog().then((m) => ({ default: m.CancelDialog })));
const preloadCancelDialog = { onPointerEnter: loadCancelDialog, onFocus: loadCancelDialog };

/**
 * The order page's cancel parts (docs/product.md#cancelling-an-order): Cancel order and each
 * item's Cancel while nothing is packed, how a cancelled item was cancelled, and the refunds
 * from the ledger in the words of docs/product.md#refunds.
 */

/** The order page's status panel once every item is cancelled. */
export const CANCELLED_NOTE = 'This order is cancelled: nothing of it will be packed or sent.';

type Refund = NonNullable<MyOrder['refunds']>[number];

/** The server's word when it gave one (a pre-order after its drop closed cannot be cancelled). */
const mayCancel = (item: OrderItem) => item.cancellable ?? studentMayCancelItem(item);

function RefundLine({ refund, label = '' }: { refund: Refund; label?: string }) {
  return (
    <p
      className={cx(
        'flex items-start gap-1.5 text-sm',
        refund.state === 'failed'
          ? 'text-danger'
          : refund.state === 'completed'
            ? 'text-sale'
            : 'text-ink',
      )}
    >
      <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {label}
        {refundStatusLine(refund)}
      </span>
    </p>
  );
}

/** Under one item: a Cancel button while allowed, or how it was cancelled and its refund. */
export function ItemCancelParts({ order, item }: { order: MyOrder; item: OrderItem }) {
  const [open, setOpen] = useState(false);
  const refunds = (order.refunds ?? []).filter((r) => r.orderItem_id === item.orderItem_id);
  if (item.cancelled) {
    return (
      <div className="mt-1 flex flex-col gap-1">
        <p className="text-sm font-medium text-ink">{cancelledLine(item.cancelled)}</p>
        {refunds.map((r, i) => (
          <RefundLine key={i} refund={r} />
        ))}
      </div>
    );
  }
  // One item left: cancelling it is cancelling the order, which has its own button.
  const others = order.productsOrdered.filter((i) => i !== item && !i.cancelled);
  // The cancel rule is said once: beside Cancel order while that is offered, else here.
  const note = orderMayBeCancelled(order) ? null : <PreOrderCancelNote item={item} />;
  if (!mayCancel(item) || others.length === 0) return note;
  return (
    <>
      {note}
      <Button
        variant="ghost"
        size="sm"
        className="mt-1 self-start px-0 text-danger hover:bg-transparent hover:underline"
        aria-label={`Cancel ${item.product.name}, size ${item.size}`}
        onClick={() => setOpen(true)}
        {...preloadCancelDialog}
      >
        Cancel item
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CancelDialog order={order} item={item} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** Whether the student may cancel the whole order now (every item left only placed, and cancellable). */
const orderMayBeCancelled = (order: MyOrder) =>
  order.status === 'placed' &&
  studentMayCancelOrder(order.productsOrdered) &&
  order.productsOrdered.every((i) => i.cancelled || mayCancel(i));

/**
 * Until when the order can be cancelled, one rule per kind of item: a stock item until it is
 * packed; a pre-order until its drop closes (the server's rule, docs/product.md#drops), never
 * "until it is packed", since a pre-order is printed and packed only after its drop closes.
 */
function cancelRule(order: MyOrder): string {
  const live = order.productsOrdered.filter((i) => !i.cancelled);
  const closes = live.flatMap((i) => (i.cancelUntil === undefined ? [] : [i.cancelUntil]));
  if (closes.length === 0) return 'Changed your mind? You can cancel until it is packed.';
  const when = istMoment(Math.min(...closes));
  return closes.length === live.length
    ? `Changed your mind? Pre-orders can be cancelled until the drop closes on ${when}.`
    : `Changed your mind? You can cancel until it is packed, and its pre-orders until the drop closes on ${when}.`;
}

/** Cancel order, while every item left is only placed. */
export function CancelOrderButton({ order }: { order: MyOrder }) {
  const [open, setOpen] = useState(false);
  if (!orderMayBeCancelled(order)) return null;
  return (
    <div className="mt-4 flex flex-col gap-1 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">{cancelRule(order)}</p>
      <Button
        variant="outline"
        className="text-danger"
        onClick={() => setOpen(true)}
        {...preloadCancelDialog}
      >
        Cancel order
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CancelDialog order={order} open onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * A wholly cancelled order costs nothing: what it reads instead is what went back (online, the
 * cancel's refunds from the ledger, by how far they are), or that a cash order has nothing to pay.
 */
function WhatWentBack({ order }: { order: MyOrder }) {
  const refunds = (order.refunds ?? []).filter(
    (r) => r.reason === 'cancelled' && r.state !== 'failed',
  );
  if (order.paymentMethod === 'cod' || refunds.length === 0) {
    return <p className="font-semibold text-ink">Nothing to pay</p>;
  }
  const paise = refunds.reduce((sum, r) => sum + rupeesToPaise(r.amount), 0);
  const settled = refunds.every((r) => r.state === 'completed');
  return (
    <p className="flex justify-between gap-3">
      <span className="font-semibold text-ink">{settled ? 'Refunded' : 'Refund under way'}</span>
      <Price amount={paiseToRupees(paise)} className="font-bold" />
    </p>
  );
}

/**
 * Under the payment: what the cancelled items come to, what the order costs now (or, wholly
 * cancelled, what went back), and the refund of the delivery charge (the items' refunds are under
 * each item).
 */
export function CancelledMoney({ order }: { order: MyOrder }) {
  const cancelled = cancelledAmount(order.productsOrdered);
  if (cancelled === 0 && !order.productsOrdered.some((i) => i.cancelled)) return null;
  const others = (order.refunds ?? []).filter((r) => r.orderItem_id === null);
  return (
    <div className="mt-3 flex flex-col gap-1.5 border-t border-line pt-3 text-sm">
      <p className="flex justify-between gap-3">
        <span className="text-muted">Cancelled items</span>
        <span className="font-medium">
          −<Price amount={cancelled} />
        </span>
      </p>
      {order.status === 'cancelled' ? (
        <WhatWentBack order={order} />
      ) : (
        <p className="flex justify-between gap-3">
          <span className="font-semibold text-ink">
            {order.paymentMethod === 'cod' ? 'To pay now' : 'You pay now'}
          </span>
          <Price amount={amountKept(order)} className="font-bold" />
        </p>
      )}
      {others.map((r, i) => (
        <RefundLine key={i} refund={r} label="Delivery charge: " />
      ))}
    </div>
  );
}
