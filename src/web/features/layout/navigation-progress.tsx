import { useNavigation } from 'react-router';
import { cx } from '#web/components/ui/cx.ts';

/** A thin pulsing bar at the top of the screen while the next page loads. */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <div
      aria-hidden="true"
      className={cx(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 bg-brand transition-opacity duration-300',
        busy ? 'animate-pulse opacity-100 delay-150' : 'opacity-0',
      )}
    />
  );
}
