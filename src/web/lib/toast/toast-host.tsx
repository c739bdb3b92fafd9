import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHost } from './toast.ts';

const LazyToaster = lazy(() => import('./toaster.tsx'));

/** Mounts the toast area only once something asks for a toast (see toast.ts). */
export function ToastHost() {
  const requested = useSyncExternalStore(toastHost.subscribe, toastHost.isRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
