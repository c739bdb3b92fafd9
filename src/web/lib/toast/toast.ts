/**
 * Toasts without putting the toast library in the first-load bundle: the first call loads sonner
 * and mounts its <Toaster> (see toast-host.tsx); calls made before it is ready are queued and
 * shown in order. Ids let a progress toast ("Sending OTP") turn into its result ("OTP Sent").
 */
import type * as SonnerModule from 'sonner';

type Kind = 'message' | 'success' | 'error' | 'info' | 'loading';
type Call = { kind: Kind; text: string; id: string } | { kind: 'dismiss'; id?: string };
type Sonner = typeof SonnerModule;

let sonner: Sonner | null = null;
const queue: Call[] = [];
const hostListeners = new Set<() => void>();
let requested = false;
let counter = 0;

function run(s: Sonner, call: Call) {
  if (call.kind === 'dismiss') s.toast.dismiss(call.id);
  else if (call.kind === 'message') s.toast(call.text, { id: call.id });
  else s.toast[call.kind](call.text, { id: call.id });
}

function push(call: Call) {
  if (sonner) return run(sonner, call);
  queue.push(call);
  if (!requested) {
    requested = true;
    hostListeners.forEach((l) => l());
  }
}

function show(kind: Kind) {
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
  /** Called once the Toaster is mounted: show what was queued. */
  ready(s: Sonner) {
    sonner = s;
    queue.splice(0).forEach((call) => run(s, call));
  },
};
