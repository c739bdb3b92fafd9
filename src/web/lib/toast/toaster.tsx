import { useEffect } from 'react';
import type { CSSProperties } from 'react';
import * as sonner from 'sonner';
import { toastHost } from './toast.ts';

// sonner's rich colours put light green, blue and amber text on pale backgrounds below the
// 4.5:1 contrast that small text needs; the shop's own darker tones pass.
const readableColours = {
  '--success-text': 'var(--color-sale)',
  '--info-text': 'var(--color-brand-dark)',
  '--error-text': 'var(--color-danger)',
  '--warning-text': '#92400e',
} as CSSProperties;

/** The sonner Toaster, loaded on first use; tells toast.ts it can show queued toasts. */
export default function Toaster() {
  useEffect(() => {
    toastHost.ready(sonner);
  }, []);
  return <sonner.Toaster position="top-center" richColors closeButton style={readableColours} />;
}
