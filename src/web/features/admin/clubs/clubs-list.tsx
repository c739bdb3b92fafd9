import { Link } from 'react-router';
import { basisPointsToPercent } from '#shared/rules/club-share.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { RoundImage } from '#web/components/ui/round-image.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { useAdminClubs } from './admin-clubs-api.ts';

/** Every club, by name: its share, tag, managers, open invitations and products. */
export function ClubsList() {
  const { data, isPending, error } = useAdminClubs();
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (error)
    return (
      <p role="alert" className="text-danger">
        {error.message}
      </p>
    );
  if (data.clubs.length === 0) {
    return (
      <p className="rounded-card border border-line bg-white p-6 text-muted">
        No clubs yet. Make one here, or from a collaboration application in the inbox.
      </p>
    );
  }
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {data.clubs.map((c) => (
        <li key={c.id}>
          <Link
            to={paths.adminClub(c.id)}
            className="flex items-center gap-4 rounded-card border border-line bg-white p-4 hover:bg-surface"
          >
            <RoundImage name={c.name} src={c.logoUrl} />
            <span className="flex min-w-0 flex-col">
              <span className="font-bold break-words text-ink">{c.name}</span>
              <span className="text-sm text-muted">
                /clubs/{c.slug} · tag {c.tag} · {basisPointsToPercent(c.shareBasisPoints)} %
              </span>
              <span className="text-sm text-ink">
                {c.managers} manager{c.managers === 1 ? '' : 's'}
                {c.pendingInvitations > 0 && `, ${c.pendingInvitations} invited`} · {c.products}{' '}
                product{c.products === 1 ? '' : 's'}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
