/**
 * Toasts without putting the toast area in the first-load bundle: the first call loads and mounts
 * it (see toast-host.tsx, toaster.tsx); calls made before it is ready are queued and shown in
 * order. Ids let a progress toast ("Sending OTP") turn into its result ("OTP Sent").
 */
export type ToastKind = 'message' | 'success' | 'error' | 'info' | 'loading';
export type ToastCall =
  { kind: ToastKind; text: string; id: string } | { kind: 'dismiss'; id?: string };
type Run = (call: ToastCall) => void;

let run: Run | null = null;
const queue: ToastCall[] = [];
const hostListeners = new Set<() => void>();
let requested = false;
let counter = 0;

function push(call: ToastCall) {
  if (run) return run(call);
  queue.push(call);
  if (!requested) {
    requested = true;
    hostListeners.forEach((l) => l());
  }
}

function show(kind: ToastKind) {
  return (text: string, options: { id?: string } = {}): string => {
    const id = options.id ?? `t${++counter}`;
    push({ kind, text, id });
    return id;
  };
}

export const notify = {
  message: show('message'),
  success: show('success'),
  error: show('error'),
  info: show('info'),
  loading: show('loading'),
  dismiss: (id?: string) => push({ kind: 'dismiss', id }),
};

/** For toast-host.tsx: whether a toast was asked for, and a way to hear when one is. */
export const toastHost = {
  isRequested: () => requested,
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  /** Called once the toast area is mounted: show what was queued. */
  ready(show: Run) {
    run = show;
    queue.splice(0).forEach(show);
  },
};
