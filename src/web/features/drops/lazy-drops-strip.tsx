import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StripDrop } from '#shared/contract/drops.ts';
import { dropStripKey } from '#shared/cache-keys.ts';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';
import { DropCards, StripFrame } from './drops-strip-view.tsx';

const DropsStrip = lazy(() => import('./drops-strip.tsx').then((m) => ({ default: m.DropsStrip })));

/**
 * The drops strip of Home and the shop. The server draws it with the page from the drops the page
 * was made with (site/initial-data.ts), and the browser's first render draws the same; once the
 * page runs, the live strip (its countdowns, refreshed from its own reply) is fetched and takes
 * its place, the drawn strip standing in meanwhile, so nothing below it moves (ADR 011).
 */
export function LazyDropsStrip({ framed = false }: { framed?: boolean }) {
  const hydrated = useHydrated();
  const drawn = useQueryClient().getQueryData<{ drops: StripDrop[] }>(dropStripKey)?.drops ?? [];
  const shown = drawn.length > 0 && (
    <StripFrame framed={framed}>
      <DropCards drops={drawn} now={null} />
    </StripFrame>
  );
  if (!hydrated) return shown || null;
  return (
    <Suspense fallback={shown || null}>
      <DropsStrip framed={framed} drawn={drawn} />
    </Suspense>
  );
}
