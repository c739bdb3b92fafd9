import { useEffect } from 'react';
import * as sonner from 'sonner';
import { toastHost } from './toast.ts';

/** The sonner Toaster, loaded on first use; tells toast.ts it can show queued toasts. */
export default function Toaster() {
  useEffect(() => {
    toastHost.ready(sonner);
  }, []);
  return <sonner.Toaster position="top-center" richColors closeButton />;
}
