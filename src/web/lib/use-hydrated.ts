import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page the server drew (docs/decisions/011-server-drawn-first-paint.md) is being
 * hydrated, true from then on and in any page the browser draws itself. Controls that only work
 * with the app's code use it to stay disabled until that code is there, so an early tap is not
 * silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
