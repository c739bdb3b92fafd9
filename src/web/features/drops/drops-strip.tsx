import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { PublicDrop } from '#shared/contract/drops.ts';
import { countdownText, dropState, shortDay } from '#shared/rules/drops.ts';
import { productPath } from '#shared/rules/slug.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Thumbnail } from '#web/components/ui/thumbnail.tsx';
import { useOpenDrops } from './get-drops.ts';
import { useServerNow } from './use-server-now.ts';
import { LazyMinimumProgress } from './lazy-minimum-progress.tsx';

// Only clubs' drops need it: its code loads with the first, not with every Home.
const LiveClubs = lazy(() => import('./drop-clubs.tsx').then((m) => ({ default: m.LiveClubs })));

/**
 * Home and the shop: the drops on now and to come (docs/product.md#drops), each with its
 * countdown on the server's clock and its products. Nothing shows when there is none. Home
 * (`framed`) also names the clubs with a live drop, each linking to its page.
 */
export function DropsStrip({ framed = false }: { framed?: boolean }) {
  const { data, refetch } = useOpenDrops();
  const now = useServerNow(data?.skewMs ?? 0);
  // A reply without drops (none, or an older server) draws nothing.
  if (!Array.isArray(data?.drops) || data.drops.length === 0) return null;
  return (
    <section
      aria-labelledby="drops-heading"
      className={framed ? 'mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6' : undefined}
    >
      <h2 id="drops-heading" className="mb-3 text-xl font-bold text-ink sm:text-2xl">
        Drops
      </h2>
      {framed && data.drops.some((d) => d.club) && (
        <Suspense fallback={null}>
          <LiveClubs drops={data.drops} now={now} />
        </Suspense>
      )}
      <ul className="grid gap-4 md:grid-cols-2">
        {data.drops.map((drop) => (
          <DropCard key={drop.id} drop={drop} now={now} onTurn={() => void refetch()} />
        ))}
      </ul>
    </section>
  );
}

/** One drop: its name and countdown, its terms and its products. */
export function DropCard({
  drop,
  now,
  onTurn,
}: {
  drop: PublicDrop;
  now: number;
  onTurn: () => void;
}) {
  const state = dropState(drop, now);
  // Opened or closed on this page: ask the server again (it decides what is on).
  if (state !== drop.state) queueMicrotask(onTurn);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-ink">{drop.name}</h3>
        {state === 'live' ? (
          <Badge>Live now · closes in {countdownText(drop.closesAt - now)}</Badge>
        ) : state === 'upcoming' ? (
          <Badge>Opens in {countdownText(drop.opensAt - now)}</Badge>
        ) : (
          <Badge>Pre-orders closed</Badge>
        )}
      </div>
      <p className="text-sm text-muted">
        Pre-order, printed after it closes · ready by {shortDay(drop.readyBy)}
      </p>
      <LazyMinimumProgress drop={drop} now={now} />
      <ul className="flex gap-3 overflow-x-auto">
        {drop.products.map((p) => (
          <li key={p.productId} className="w-28 shrink-0">
            <Link
              to={productPath({ product_id: p.productId, details: p.details })}
              className="flex flex-col gap-1 text-sm font-medium text-ink hover:text-brand"
            >
              <Thumbnail src={p.image} className="w-28" />
              <span className="line-clamp-2">{p.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
