import { Link } from 'react-router';
import { paths } from '#shared/web-paths.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useClubList } from '#web/features/clubs/get-club-pages.ts';
import { RouteError } from '#web/features/layout/route-error.tsx';
import { useDocumentTitle } from '#web/lib/hooks/use-document-title.ts';

/** /clubs: every club that sells here, by name, each opening its page (docs/product.md#a-clubs-page). */
export function Component() {
  useDocumentTitle('Clubs');
  const { data, isPending, isError } = useClubList();
  return (
    <Container width="wide" className="flex flex-col gap-6 py-6 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Clubs</h1>
      <p className="max-w-2xl text-muted">
        Merch made by the campus&apos;s clubs and societies: a share of every sale goes to the club.
      </p>
      {isError ? (
        <p role="alert" className="text-ink">
          Clubs could not be loaded. Please try again.
        </p>
      ) : isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : data.clubs.length === 0 ? (
        <p className="text-muted">No clubs sell here yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.clubs.map((club) => (
            <li key={club.slug}>
              <Link
                to={paths.clubPage(club.slug)}
                className="flex h-full items-center gap-4 rounded-card border border-line bg-white p-4 hover:border-ink/60"
              >
                {club.logoUrl ? (
                  <img
                    src={club.logoUrl}
                    alt=""
                    width={56}
                    height={56}
                    loading="lazy"
                    className="size-14 shrink-0 rounded-full bg-surface object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-soft text-xl font-bold text-brand"
                  >
                    {club.name.slice(0, 1).toUpperCase()}
                  </span>
                )}
                <span className="flex flex-col gap-1">
                  <span className="font-semibold text-ink">{club.name}</span>
                  {club.liveDrop && <Badge>Live drop</Badge>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
