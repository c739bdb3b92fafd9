import { lazy, Suspense } from 'react';
import type { StripDrop } from '#shared/contract/drops.ts';
import { useOpenDrops } from './get-drops.ts';
import { useServerNow } from './use-server-now.ts';
import { DropCards, StripFrame } from './drops-strip-view.tsx';

// Only clubs' drops need it: its code loads with the first, not with every Home.
const LiveClubs = lazy(() => import('./drop-clubs.tsx').then((m) => ({ default: m.LiveClubs })));

/**
 * Home and the shop: the drops on now and to come (docs/product.md#drops), each with its
 * countdown on the server's clock and its products. Nothing shows when there is none. Home
 * (`framed`) also names the clubs with a live drop, each linking to its page. Until its own reply
 * arrives it shows the drops the page was drawn with (`drawn`), without their countdowns.
 */
export function DropsStrip({
  framed = false,
  drawn = [],
}: {
  framed?: boolean;
  drawn?: StripDrop[];
}) {
  const { data, refetch } = useOpenDrops();
  const now = useServerNow(data?.skewMs ?? 0);
  // A reply without drops (none, or an older server) draws nothing.
  const read = data && (Array.isArray(data.drops) ? data.drops : []);
  const drops = read ?? drawn;
  if (drops.length === 0) return null;
  return (
    <StripFrame framed={framed}>
      {framed && read?.some((d) => d.club) && (
        <Suspense fallback={null}>
          <LiveClubs drops={read} now={now} />
        </Suspense>
      )}
      <DropCards drops={drops} now={read ? now : null} onTurn={() => void refetch()} />
    </StripFrame>
  );
}
