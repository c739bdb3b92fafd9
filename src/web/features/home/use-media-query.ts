import { useCallback, useSyncExternalStore } from 'react';

/** Where the home page switches from its phone to its desktop composition (Tailwind `md`). */
export const DESKTOP_QUERY = '(min-width: 768px)';

/** Whether a CSS media query matches now; re-renders when it changes. False without matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
