import { istTime } from '#shared/rules/admin.ts';
import { STEP_LABELS } from '#shared/rules/order-steps.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { cx } from '#web/components/ui/cx.ts';
import type { AdminOrder, AdminOrderItem } from '#web/features/admin/order-actions/admin-order.ts';

const when = (ms: number) => `${formatOrderDate(ms)} ${istTime(ms)}`;

/**
 * One item's timeline on the admin's order page: placed, then delivered (when, by whom, how it
 * was confirmed) or still to hand over, with the steps between (packed, ready for pickup or out
 * for delivery) when and by whom.
 */
export function AdminOrderTimeline({ order, item }: { order: AdminOrder; item: AdminOrderItem }) {
  const delivered = item.isDelivered && item.deliveredDate !== null;
  const steps = [
    { label: 'Order placed', detail: when(order.date), done: true },
    // The steps between, each with when and by whom (docs/product.md#order-steps).
    ...(item.steps ?? [])
      .filter((s) => s.step !== 'placed' && s.step !== 'delivered')
      .map((s) => ({
        label: STEP_LABELS[s.step],
        detail: [when(s.at), s.by && `by ${s.by}`, s.step === 'cancelled' && item.cancelled?.reason]
          .filter(Boolean)
          .join(' · '),
        done: true,
      })),
    // A cancelled item ends at its cancel, listed above with when and by whom.
    ...(item.cancelled
      ? []
      : [
          delivered
            ? {
                label: 'Delivered',
                detail: [
                  when(item.deliveredDate!),
                  item.deliveredBy && `by ${item.deliveredBy}`,
                  item.deliveryCheck === 'code' && 'code checked',
                  item.deliveryNote,
                ]
                  .filter(Boolean)
                  .join(' · '),
                done: true,
              }
            : { label: 'Not delivered yet', detail: '', done: false },
        ]),
  ];
  return (
    <ol aria-label={`Timeline of ${item.product.name}`} className="flex flex-col gap-2">
      {steps.map((s) => (
        <li key={s.label} className="flex gap-2 text-sm">
          <span
            aria-hidden="true"
            className={cx(
              'mt-1.5 size-2.5 shrink-0 rounded-full',
              s.done ? 'bg-sale' : 'border border-muted bg-white',
            )}
          />
          <span className="min-w-0">
            <span className={cx('font-semibold', s.done ? 'text-ink' : 'text-muted')}>
              {s.label}
            </span>
            {s.detail && <span className="block text-xs break-words text-muted">{s.detail}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
