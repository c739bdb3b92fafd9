import { startTransition, useEffect, useState } from 'react';

/** An index that steps through 0..length-1 every `intervalMs`, looping; holds still when paused. */
export function useRotation(length: number, intervalMs: number, paused = false): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || length < 2) return;
    // A transition: the step renders in slices that yield to the phone's taps and scrolling.
    const id = window.setInterval(
      () => startTransition(() => setIndex((i) => (i + 1) % length)),
      intervalMs,
    );
    return () => window.clearInterval(id);
  }, [length, intervalMs, paused]);
  return length > 0 ? index % length : 0;
}
