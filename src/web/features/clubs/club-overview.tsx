import { basisPointsToPercent } from '#shared/rules/club-share.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useClubOverview } from './club-api.ts';

const card = 'rounded-card border border-line bg-white p-4 sm:p-6';

/** The dashboard's Overview tab: the club's share, payout, counts and managers. */
export function ClubOverview({ slug }: { slug: string }) {
  const { data, isPending, error } = useClubOverview(slug);
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (error)
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    );
  const { club, managers, counts } = data;
  const figures = [
    { label: 'Products', value: counts.products },
    { label: 'Drops', value: counts.drops },
    { label: 'Orders', value: counts.orders },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="club-about" className={`${card} flex flex-col gap-3 lg:col-span-2`}>
        <h2 id="club-about" className="text-lg font-semibold text-ink">
          About the club
        </h2>
        {club.about && <p className="whitespace-pre-line text-ink">{club.about}</p>}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted">Share of each sale</dt>
            <dd className="font-semibold text-ink">
              {basisPointsToPercent(club.shareBasisPoints)} %
            </dd>
          </div>
          <div>
            <dt className="text-muted">Paid to</dt>
            <dd className="font-semibold break-words text-ink">{club.payoutTo}</dd>
          </div>
          <div>
            <dt className="text-muted">Products tagged</dt>
            <dd className="font-semibold text-ink">{club.tag}</dd>
          </div>
          <div>
            <dt className="text-muted">Publishing</dt>
            <dd className="font-semibold text-ink">
              {club.selfPublish ? 'Goes live at once' : 'The shop admin publishes'}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="club-counts" className={card}>
        <h2 id="club-counts" className="sr-only">
          In numbers
        </h2>
        <ul className="grid grid-cols-3 gap-2 text-center lg:grid-cols-1 lg:text-left">
          {figures.map((f) => (
            <li key={f.label}>
              <span className="block text-2xl font-bold text-ink">{f.value}</span>
              <span className="text-sm text-muted">{f.label}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="club-managers" className={`${card} lg:col-span-3`}>
        <h2 id="club-managers" className="mb-2 text-lg font-semibold text-ink">
          Managers
        </h2>
        <ul className="flex flex-col gap-1 text-sm">
          {managers.map((m) => (
            <li key={m.email} className="break-words">
              <span className="font-semibold">{m.name}</span> · {m.email}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
