import { Link } from 'react-router';
import type { PublicDrop } from '#shared/contract/drops.ts';
import { dropState } from '#shared/rules/drops.ts';
import { paths } from '#shared/web-paths.ts';

/** The clubs whose drop is live now, as links to their pages (nothing when there is none). */
export function LiveClubs({ drops, now }: { drops: PublicDrop[]; now: number }) {
  const clubs = new Map<string, string>();
  for (const d of drops)
    if (d.club && dropState(d, now) === 'live') clubs.set(d.club.slug, d.club.name);
  if (clubs.size === 0) return null;
  return (
    <nav aria-label="Clubs with a live drop" className="mb-4 flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-ink">Live from clubs:</span>
      {[...clubs].map(([slug, name]) => (
        <Link
          key={slug}
          to={paths.clubPage(slug)}
          className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-3.5 text-sm font-medium text-ink hover:border-ink/60"
        >
          {name}
        </Link>
      ))}
    </nav>
  );
}
