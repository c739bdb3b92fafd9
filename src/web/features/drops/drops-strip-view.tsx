import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PublicDrop, StripDrop } from '#shared/contract/drops.ts';
import { countdownText, dropState, shortDay, type DropState } from '#shared/rules/drops.ts';
import { productPath } from '#shared/rules/slug.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Thumbnail } from '#web/components/ui/thumbnail.tsx';
import { LazyMinimumProgress } from './lazy-minimum-progress.tsx';

/**
 * How the drops strip is drawn (docs/product.md#drops): the same frame and cards for the strip
 * the server draws with Home and the shop and for the live strip that follows it, so the live one
 * takes the drawn one's place without moving the page.
 */
export function StripFrame({ framed, children }: { framed: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby="drops-heading"
      className={framed ? 'mx-auto w-full max-w-7xl px-4 pt-6 sm:px-6' : undefined}
    >
      <h2 id="drops-heading" className="mb-3 text-xl font-bold text-ink sm:text-2xl">
        Drops
      </h2>
      {children}
    </section>
  );
}

/** A drop as a card draws it: the strip's drop, and a live reply's print minimum. */
type CardDrop = StripDrop & Pick<PublicDrop, 'minimum' | 'extendedFrom'>;

/** A drop's state before its countdown runs: the drawn page may be older than this moment. */
const STATE_LABEL: Record<DropState, string> = {
  upcoming: 'Coming soon',
  live: 'Live now',
  closed: 'Pre-orders closed',
};

/**
 * One drop: its name and countdown, its terms and its products. `now` null: as the server draws
 * it, with its state and no countdown (nor the print minimum's progress, a counter).
 */
export function DropCard({
  drop,
  now,
  onTurn,
}: {
  drop: CardDrop;
  now: number | null;
  onTurn?: () => void;
}) {
  const state = now === null ? drop.state : dropState(drop, now);
  // Opened or closed on this page: ask the server again (it decides what is on).
  if (now !== null && state !== drop.state && onTurn) queueMicrotask(onTurn);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-line bg-white p-4">
      {/* The badge under the name: its countdown, longer than the drawn state, never wraps the
          row and moves what is below (docs/decisions/011). */}
      <div className="flex flex-col items-start gap-2">
        <h3 className="font-semibold text-ink">{drop.name}</h3>
        {now === null ? (
          <Badge>{STATE_LABEL[state]}</Badge>
        ) : state === 'live' ? (
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
      {now !== null && <LazyMinimumProgress drop={drop} now={now} />}
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

/** The drops as cards, two columns from tablets up. */
export function DropCards({
  drops,
  now,
  onTurn,
}: {
  drops: CardDrop[];
  now: number | null;
  onTurn?: () => void;
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {drops.map((drop) => (
        <DropCard key={drop.id} drop={drop} now={now} onTurn={onTurn} />
      ))}
    </ul>
  );
}
