import type { ClubPayout, ClubStatement } from '#shared/contract/club-money.ts';
import { clubStatementPath } from '#shared/contract/club-money.ts';
import { monthLabel } from '#shared/rules/club-money.ts';
import { formatRupees } from '#shared/rules/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { downloadWithToken } from '#web/lib/download/download.ts';
import { useDownload } from '#web/lib/download/use-download.ts';

/** A club's month: its sums, its payouts and the downloads (the managers' page and the admin's). */

/** "−₹12.50" for money going out of the balance. */
const signed = (rupees: number) =>
  rupees < 0 ? `−${formatRupees(-rupees)}` : formatRupees(rupees);

export function MonthPicker({
  months,
  month,
  onChange,
}: {
  months: readonly string[];
  month: string;
  onChange: (month: string) => void;
}) {
  return (
    <Select
      label="Month"
      wrapperClassName="w-full sm:w-56"
      value={month}
      onChange={(e) => onChange(e.target.value)}
      options={months.map((m) => ({ value: m, label: monthLabel(m) }))}
    />
  );
}

function Downloads({ slug, month }: { slug: string; month: string }) {
  const csv = useDownload(
    () => downloadWithToken(clubStatementPath(slug, month, 'csv'), `statement-${month}.csv`),
    { loading: 'Preparing the CSV', success: 'CSV downloaded' },
  );
  const pdf = useDownload(
    () => downloadWithToken(clubStatementPath(slug, month, 'pdf'), `statement-${month}.pdf`),
    { loading: 'Preparing the PDF', success: 'PDF downloaded' },
  );
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" loading={csv.busy} onClick={csv.start}>
        Download CSV
      </Button>
      <Button variant="outline" size="sm" loading={pdf.busy} onClick={pdf.start}>
        Download PDF
      </Button>
    </div>
  );
}

export function StatementFigures({ statement: s }: { statement: ClubStatement }) {
  const rows: [string, string, boolean?][] = [
    ['Balance brought forward', signed(s.broughtForward)],
    [
      `Sales: ${s.sales.items === 1 ? '1 piece' : `${s.sales.items} pieces`} charged ${formatRupees(s.sales.charged)}`,
      formatRupees(s.sales.share),
    ],
    [`Refunds of ${formatRupees(s.refunds.amount)}`, signed(-s.refunds.share)],
    ['Net share', signed(s.netShare), true],
    ['Payouts', signed(-s.payouts)],
    ['Balance carried forward', signed(s.carriedForward), true],
  ];
  return (
    <dl className="divide-y divide-line text-sm">
      {rows.map(([label, value, strong]) => (
        <div key={label} className="flex items-baseline justify-between gap-4 py-2">
          <dt className={strong ? 'font-semibold text-ink' : 'text-muted'}>{label}</dt>
          <dd className={`shrink-0 tabular-nums ${strong ? 'font-semibold text-ink' : 'text-ink'}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "29-11-2026" for the day paid ("2026-11-29"), as the shop writes an order's date. */
const paidOnLabel = (day: string) => day.split('-').reverse().join('-');

export function PayoutList({ payouts, empty }: { payouts: readonly ClubPayout[]; empty: string }) {
  if (payouts.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line text-sm">
      {payouts.map((p) => (
        <li
          key={p.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
        >
          <span className="text-ink">
            {paidOnLabel(p.paidOn)} · {p.channel.toUpperCase()}{' '}
            <span className="font-mono break-all">{p.reference}</span>
            {p.note && <span className="block text-muted">{p.note}</span>}
          </span>
          <span className="font-semibold tabular-nums text-ink">{formatRupees(p.amount)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The month's statement card: sums, the month's payouts, CSV and PDF. */
export function StatementCard({
  slug,
  statement,
  payouts,
}: {
  slug: string;
  statement: ClubStatement;
  payouts: readonly ClubPayout[];
}) {
  return (
    <section
      aria-labelledby="statement-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-heading" className="text-lg font-semibold text-ink">
          Statement for {monthLabel(statement.month)}
        </h2>
        <Downloads slug={slug} month={statement.month} />
      </header>
      <StatementFigures statement={statement} />
      <div>
        <h3 className="mb-1 text-sm font-semibold text-ink">Payouts this month</h3>
        <PayoutList payouts={payouts} empty="No payouts this month." />
      </div>
    </section>
  );
}
