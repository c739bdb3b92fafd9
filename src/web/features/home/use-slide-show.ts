import { startTransition, useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '#web/lib/hooks/use-media-query.ts';

/**
 * Which slide shows, advancing every `delayMs` while playing. Any move (arrow, dot, swipe) restarts
 * the wait, so the chosen slide gets its full time; only pausing stops the rotation. Under
 * `prefers-reduced-motion: reduce` it starts paused (the play button still starts it).
 * `position` counts up past the last slide onto a copy of the first, so the loop always moves
 * forward; `settle()` then jumps back to the real first slide without animation.
 */
export function useSlideShow(count: number, delayMs: number) {
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);
  const reduce = useMediaQuery('(prefers-reduced-motion: reduce)');
  // The visitor's own play or pause, once they chose; until then, the motion setting's.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const playing = chosen ?? !reduce;
  const [tick, setTick] = useState(0);

  const moveTo = useCallback((next: number) => {
    setAnimate(true);
    setPosition(next);
    setTick((t) => t + 1);
  }, []);

  useEffect(() => {
    if (!playing) return;
    // A transition: the timed step renders in slices that yield to the phone's taps and scrolling.
    const timer = setInterval(() => {
      startTransition(() => {
        setAnimate(true);
        setPosition((p) => (p >= count ? 1 : p + 1));
      });
    }, delayMs);
    return () => clearInterval(timer);
  }, [playing, tick, count, delayMs]);

  const settle = useCallback(() => {
    if (position >= count) {
      setAnimate(false);
      setPosition(0);
    }
  }, [position, count]);

  const selected = position % count;
  return {
    position,
    selected,
    animate,
    playing,
    settle,
    next: () => moveTo(selected + 1),
    prev: () => moveTo((selected - 1 + count) % count),
    goTo: (i: number) => moveTo(i),
    togglePlay: () => setChosen(!playing),
  };
}
