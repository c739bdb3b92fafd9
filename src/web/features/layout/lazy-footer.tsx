import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));

/**
 * The footer's code loads when the visitor scrolls near it (or the page is short enough to show
 * it), keeping it out of the first load of long pages like Home.
 */
export function LazyFooter() {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = marker.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={marker} className="mt-16 min-h-64 bg-ink" aria-hidden="true" />;
  return (
    <Suspense fallback={<div className="mt-16 min-h-64 bg-ink" aria-hidden="true" />}>
      <Footer />
    </Suspense>
  );
}
