import { lazy, Suspense } from 'react';
import { useHydrated } from '#web/lib/hooks/use-hydrated.ts';

const DropsStrip = lazy(() => import('./drops-strip.tsx').then((m) => ({ default: m.DropsStrip })));

/**
 * The drops strip, fetched once the page is running: Home and the shop arrive drawn by the
 * server (ADR 011) and their first load stays within its budget; drops follow a moment later.
 */
export function LazyDropsStrip({ framed = false }: { framed?: boolean }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <DropsStrip framed={framed} />
    </Suspense>
  );
}
