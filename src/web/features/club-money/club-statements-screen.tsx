import { formatRupees } from '#shared/rules/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ClubMoneyFrame } from './club-money-frame.tsx';
import { usePayouts, useStatement } from './get-club-money.ts';
import { MonthPicker, PayoutList, StatementCard } from './statement-view.tsx';
import { useMonth } from './use-month.ts';

/** /club/{slug}/statements: the month's statement, the balance and every payout. */
export function ClubStatementsScreen({ slug }: { slug: string }) {
  const [month, setMonth] = useMonth();
  const statement = useStatement(slug, month);
  const payouts = usePayouts(slug);
  const data = statement.data;
  return (
    <ClubMoneyFrame club={data?.club}>
      {statement.error ? (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {statement.error.message}
        </p>
      ) : !data ? (
        <Skeleton className="h-72 w-full" />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
          <div className="flex flex-col gap-4">
            <MonthPicker months={data.months} month={data.statement.month} onChange={setMonth} />
            <StatementCard slug={slug} statement={data.statement} payouts={data.payouts} />
          </div>
          <section
            aria-labelledby="balance-heading"
            className="flex flex-col gap-3 rounded-card border border-line bg-white p-4 sm:p-6"
          >
            <h2 id="balance-heading" className="text-lg font-semibold text-ink">
              Balance now
            </h2>
            <p className="text-2xl font-bold tabular-nums text-ink">
              {data.balance < 0 ? `−${formatRupees(-data.balance)}` : formatRupees(data.balance)}
            </p>
            <p className="text-sm text-muted">
              {data.balance < 0
                ? 'Refunds after a payout took back more than the club has earned since: the next sales make it up.'
                : 'What the shop owes the club: paid out by the shop to the club’s account.'}
            </p>
            <h3 className="text-sm font-semibold text-ink">All payouts</h3>
            <PayoutList payouts={payouts.data?.payouts ?? []} empty="No payouts yet." />
          </section>
        </div>
      )}
    </ClubMoneyFrame>
  );
}
