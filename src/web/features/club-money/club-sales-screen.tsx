import type { LedgerEntry } from '#shared/contract/club-money.ts';
import { monthLabel } from '#shared/rules/club-money.ts';
import { formatRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ClubMoneyFrame } from './club-money-frame.tsx';
import { useSales } from './get-club-money.ts';
import { MonthPicker } from './statement-view.tsx';
import { useMonth } from './use-month.ts';

const what = (e: LedgerEntry) =>
  e.kind === 'sale'
    ? 'Sold'
    : e.cause === 'damaged'
      ? 'Refunded (damaged)'
      : 'Refunded (cancelled)';

function EntryRow({ entry: e }: { entry: LedgerEntry }) {
  const out = e.kind !== 'sale';
  return (
    <li className="flex flex-col gap-1 py-3 sm:grid sm:grid-cols-[7rem_minmax(0,1fr)_8rem_8rem] sm:items-baseline sm:gap-4">
      <span className="text-sm text-muted">{formatOrderDate(e.recorded)}</span>
      <span className="text-sm text-ink">
        <span className={out ? 'font-medium text-danger' : 'font-medium'}>{what(e)}</span>{' '}
        {e.quantity > 0 ? `${e.quantity} × ` : ''}
        {e.product} ({e.size}) · order <span className="font-mono">{e.orderNumber}</span>
      </span>
      {/* The column heads show from sm up; below it (and to screen readers) each figure says what it is. */}
      <span className="text-sm tabular-nums text-ink sm:text-right">
        <span className="text-muted sm:sr-only">{out ? 'Refunded ' : 'Charged '}</span>
        {out ? '−' : ''}
        {formatRupees(e.amount)}
      </span>
      <span className="text-sm font-semibold tabular-nums text-ink sm:text-right">
        <span className="font-normal text-muted sm:sr-only">Club&apos;s share </span>
        {out ? '−' : ''}
        {formatRupees(e.share)} <span className="font-normal text-muted">at {e.sharePercent}%</span>
      </span>
    </li>
  );
}

/** /club/{slug}/sales: each item sold and each refund of the month, with the club's share. */
export function ClubSalesScreen({ slug }: { slug: string }) {
  const [month, setMonth] = useMonth();
  const sales = useSales(slug, month);
  const data = sales.data;
  return (
    <ClubMoneyFrame club={data?.club}>
      {sales.error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {sales.error.message}
        </p>
      ) : !data ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <>
          <MonthPicker months={data.months} month={data.month} onChange={setMonth} />
          <section
            aria-labelledby="sales-heading"
            className="rounded-card border border-line bg-white p-4 sm:p-6"
          >
            <h2 id="sales-heading" className="text-lg font-semibold text-ink">
              Sales and refunds in {monthLabel(data.month)}
            </h2>
            <div className="hidden grid-cols-[7rem_minmax(0,1fr)_8rem_8rem] gap-4 border-b border-line py-2 text-xs font-medium text-muted sm:grid">
              <span>Date</span>
              <span>Item</span>
              <span className="text-right">Charged</span>
              <span className="text-right">Club&apos;s share</span>
            </div>
            {data.entries.length === 0 ? (
              <p className="py-3 text-sm text-muted">Nothing sold this month yet.</p>
            ) : (
              <ul className="divide-y divide-line">
                {data.entries.map((e) => (
                  <EntryRow key={e.id} entry={e} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </ClubMoneyFrame>
  );
}
