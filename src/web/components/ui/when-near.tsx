import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

export interface WhenNearProps {
  /** Usually a React.lazy component: its code loads once the visitor scrolls near. */
  children: ReactNode;
  /** Classes of the stand-in box (give it the content's rough height to avoid jumps). */
  placeholderClassName: string;
  /** How far ahead of the viewport to start loading. */
  margin?: string;
}

/**
 * Renders its children only when the visitor comes near this spot, so code for content below
 * the fold stays out of the page's first load. Without IntersectionObserver it renders at once.
 */
export function WhenNear({ children, placeholderClassName, margin = '600px' }: WhenNearProps) {
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
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  const placeholder = <div ref={marker} className={placeholderClassName} aria-hidden="true" />;
  if (!near) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
