import type { ItemRemedy } from '#shared/contract/item-remedies.ts';
import { istTime } from '#shared/rules/admin.ts';
import { remedyText } from '#shared/rules/item-remedies.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { cx } from '#web/components/ui/cx.ts';
import { MarkPaidForm, ReplacementHandoverForm } from './remedy-actions.tsx';

const when = (ms: number) => `${formatOrderDate(ms)} ${istTime(ms)}`;
const DONE = new Set(['refunded', 'paid', 'handedOver']);

/**
 * Remedies for wrong or damaged items as a timeline (docs/product.md#wrong-or-damaged-items): what
 * was decided and when, for which request, and what is still to do: a payout to mark paid, a
 * replacement to hand over.
 */
export function RemedyList({ remedies }: { remedies: ItemRemedy[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {remedies.map((r) => {
        const { title, detail } = remedyText(r, true);
        return (
          <li key={r.id} className="flex gap-2 text-sm">
            <span
              aria-hidden="true"
              className={cx(
                'mt-1.5 size-2.5 shrink-0 rounded-full',
                DONE.has(r.status)
                  ? 'bg-sale'
                  : r.status === 'refundFailed'
                    ? 'bg-danger'
                    : 'bg-accent',
              )}
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p className="min-w-0">
                <span className="font-semibold text-ink">{title}</span>
                <span className="block text-xs break-words text-muted">
                  {[
                    r.productName,
                    r.reference,
                    `decided ${when(r.date)}`,
                    r.doneDate !== null && r.doneBy && `done ${when(r.doneDate)} by ${r.doneBy}`,
                    r.paidReference && `UPI ref ${r.paidReference}`,
                    r.note,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {detail && <span className="block text-xs text-ink">{detail}</span>}
              </p>
              {r.status === 'toPay' && <MarkPaidForm payout={r} />}
              {r.status === 'sent' && <ReplacementHandoverForm replacement={r} />}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
