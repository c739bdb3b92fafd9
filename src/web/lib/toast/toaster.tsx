import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { toastHost, type ToastCall, type ToastKind } from './toast.ts';

interface Shown {
  id: string;
  kind: ToastKind;
  text: string;
  /** Bumped when the same id gets new text, so its timer starts again. */
  version: number;
}

const SHOW_MS = 4000;

const tones: Record<ToastKind, string> = {
  message: 'border-line bg-white text-ink',
  loading: 'border-line bg-white text-ink',
  info: 'border-brand/30 bg-brand-soft text-brand-dark',
  success: 'border-sale/30 bg-[#f0fdf4] text-sale',
  error: 'border-danger/30 bg-[#fef2f2] text-danger',
};

/**
 * The toast area, loaded on first use; tells toast.ts it can show queued toasts. Toasts are
 * read out by two live regions (errors by role=alert, the rest by role=status) and never take
 * or give back focus: a keyboard user who tabs onto a toast's close button moves on as usual.
 */
export default function Toaster() {
  const [toasts, setToasts] = useState<Shown[]>([]);
  const version = useRef(0);

  useEffect(() => {
    const apply = (call: ToastCall) =>
      setToasts((now) => {
        if (call.kind === 'dismiss') {
          return call.id ? now.filter((t) => t.id !== call.id) : [];
        }
        const next = { id: call.id, kind: call.kind, text: call.text, version: ++version.current };
        const at = now.findIndex((t) => t.id === call.id);
        // Three at most: the oldest goes first.
        return at === -1 ? [...now, next].slice(-3) : now.map((t, i) => (i === at ? next : t));
      });
    // The empty live regions are in the page before the first toast goes in, so it is announced.
    const wait = setTimeout(() => toastHost.ready(apply), 50);
    return () => clearTimeout(wait);
  }, []);

  const close = (id: string) => setToasts((now) => now.filter((t) => t.id !== id));
  const region = (urgent: boolean) => (
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      className="flex flex-col gap-2"
    >
      {toasts
        .filter((t) => (t.kind === 'error') === urgent)
        .map((t) => (
          <ToastItem key={t.id} toast={t} onClose={() => close(t.id)} />
        ))}
    </div>
  );

  // Straight in <body>: a modal dialog makes the page behind inert, never the toasts. Never on
  // paper: a sheet printed just after an action would carry its toast.
  return createPortal(
    <section
      aria-label="Notifications"
      data-toaster
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3 print:hidden"
    >
      {region(true)}
      {region(false)}
    </section>,
    document.body,
  );
}

function ToastItem({ toast, onClose }: { toast: Shown; onClose: () => void }) {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    // A loading toast stays until its result replaces it; one being read or pointed at waits.
    if (toast.kind === 'loading' || held) return;
    const timer = setTimeout(onClose, SHOW_MS);
    return () => clearTimeout(timer);
  }, [toast.kind, toast.version, held, onClose]);
  return (
    <div
      data-toast={toast.kind}
      className={`pointer-events-auto flex w-[min(22rem,calc(100vw-1.5rem))] items-start gap-2 rounded-card border py-2 pr-2 pl-4 text-sm font-medium shadow-lg ${tones[toast.kind]}`}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="min-w-0 flex-1 py-1.5 break-words">{toast.text}</p>
      <button
        type="button"
        aria-label="Close notification"
        onClick={onClose}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-current hover:bg-ink/5"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
    </div>
  );
}
