import { Link } from 'react-router';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { usePayouts, useStatement } from './get-club-money.ts';
import { PayoutForm } from './payout-form.tsx';
import { MonthPicker, PayoutList, StatementCard } from './statement-view.tsx';
import { useMonth } from './use-month.ts';

/** /admin/club-money?club={slug}: record a payout; the club's statements and every payout. */
export function AdminClubPayoutsScreen({ slug }: { slug: string }) {
  const [month, setMonth] = useMonth();
  const statement = useStatement(slug, month);
  const payouts = usePayouts(slug);
  const data = statement.data;
  if (statement.error) {
    return (
      <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
        {statement.error.message}
      </p>
    );
  }
  if (!data) return <Skeleton className="h-72 w-full" />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        <Link className="font-medium text-ink underline" to={paths.adminClubMoney}>
          Every club&apos;s statement
        </Link>{' '}
        · {data.club.name} earns {data.club.sharePercent}% of each sale.
      </p>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
        <div className="flex flex-col gap-4">
          <PayoutForm slug={slug} balance={data.balance} />
          <section className="rounded-card border border-line bg-white p-4 sm:p-6">
            <h2 className="mb-2 text-lg font-semibold text-ink">Every payout</h2>
            <PayoutList payouts={payouts.data?.payouts ?? []} empty="No payouts yet." />
          </section>
        </div>
        <div className="flex flex-col gap-4">
          <MonthPicker months={data.months} month={data.statement.month} onChange={setMonth} />
          <StatementCard slug={slug} statement={data.statement} payouts={data.payouts} />
        </div>
      </div>
    </div>
  );
}
