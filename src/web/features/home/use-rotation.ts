import { startTransition, useEffect, useState } from 'react';
import { useMediaQuery } from '#web/lib/hooks/use-media-query.ts';

/**
 * An index that steps through 0..length-1 every `intervalMs`, looping; holds still when paused
 * and under `prefers-reduced-motion: reduce`.
 */
export function useRotation(length: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  const reduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  const still = paused || reduce;
  useEffect(() => {
    if (still || length < 2) return;
    // A transition: the step renders in slices that yield to the phone's taps and scrolling.
    const id = window.setInterval(
      () => startTransition(() => setIndex((i) => (i + 1) % length)),
      intervalMs,
    );
    return () => window.clearInterval(id);
  }, [length, intervalMs, still]);
  return length > 0 ? index % length : 0;
}
