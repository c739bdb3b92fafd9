import { lazy } from 'react';
import { WhenNear } from '#web/components/ui/when-near.tsx';

const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));

/** The footer's code loads as the visitor nears it, keeping it out of long pages' first load. */
export function LazyFooter() {
  return (
    <WhenNear placeholderClassName="mt-16 min-h-64 bg-ink">
      <Footer />
    </WhenNear>
  );
}
