import { Link } from 'react-router';
import { formatRupees } from '#shared/rules/money.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { useAdminStatements } from './get-club-money.ts';
import { MonthPicker, StatementFigures } from './statement-view.tsx';
import { useMonth } from './use-month.ts';

/** /admin/club-money: every club's statement for the month, each opening its payouts. */
export function AdminClubMoneyScreen() {
  const [month, setMonth] = useMonth();
  const all = useAdminStatements(month);
  const data = all.data;
  if (all.error) {
    return (
      <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
        {all.error.message}
      </p>
    );
  }
  if (!data) return <Skeleton className="h-72 w-full" />;
  return (
    <div className="flex flex-col gap-4">
      <MonthPicker months={data.months} month={data.month} onChange={setMonth} />
      {data.clubs.length === 0 && <p className="text-sm text-muted">No clubs yet.</p>}
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.clubs.map(({ club, statement, balance }) => (
          <article
            key={club.slug}
            aria-label={club.name}
            className="flex flex-col gap-3 rounded-card border border-line bg-white p-4"
          >
            <header className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-base font-semibold text-ink">{club.name}</h2>
              <span className="text-sm text-muted">{club.sharePercent}% share</span>
            </header>
            <StatementFigures statement={statement} />
            <p className="text-sm text-ink">
              Balance now:{' '}
              <span className="font-semibold tabular-nums">
                {balance < 0 ? `−${formatRupees(-balance)}` : formatRupees(balance)}
              </span>
            </p>
            <Link
              to={`${paths.adminClubMoney}?club=${encodeURIComponent(club.slug)}`}
              className="self-start rounded-full border border-ink px-3 py-1.5 text-sm font-medium text-ink"
            >
              Payouts and statements
            </Link>
          </article>
        ))}
      </div>
    </div>
  );
}
