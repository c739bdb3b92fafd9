import { Link } from 'react-router';
import { paths } from '#web/lib/routing/paths.ts';
import { RoundImage } from '#web/components/ui/round-image.tsx';
import { useMyClubs } from './club-api.ts';

/** "My clubs" in the profile's menu, for a student who manages any: each club's dashboard. */
export function MyClubsLinks() {
  const { data } = useMyClubs();
  const clubs = data?.clubs ?? [];
  if (clubs.length === 0) return null;
  return (
    <section aria-labelledby="my-clubs-heading" className="mt-4 md:border-t md:border-line md:pt-3">
      <h2 id="my-clubs-heading" className="mb-2 text-sm font-semibold text-muted uppercase">
        My clubs
      </h2>
      <ul className="grid grid-cols-2 gap-2 md:flex md:flex-col md:gap-1">
        {clubs.map((c) => (
          <li key={c.slug}>
            <Link
              to={paths.clubDashboard(c.slug)}
              className="flex min-h-11 min-w-0 items-center gap-2 rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium break-words text-ink hover:bg-surface md:border-0"
            >
              <RoundImage name={c.name} src={c.logoUrl} className="size-7 text-xs" />
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
