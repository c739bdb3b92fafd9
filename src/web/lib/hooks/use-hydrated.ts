import { startTransition, useEffect, useState } from 'react';

/**
 * Whether this document's first render is a hydration of a page the server drew (ADR 011): read
 * once, before any effect runs, and cleared by the first component that mounts after it.
 */
let hydrating = typeof document !== 'undefined' && !!document.querySelector('[data-ssr="true"]');

/**
 * False while a page the server drew (docs/decisions/011-server-drawn-first-paint.md) is being
 * hydrated, true from then on and in any page the browser draws itself. Controls that only work
 * with the app's code use it to stay disabled until that code is there, so an early tap is not
 * silently lost.
 * It turns true in a transition: a store's server snapshot (useSyncExternalStore) would re-render
 * every user synchronously right after hydration, in one long task on a phone's slow CPU.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    hydrating = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
