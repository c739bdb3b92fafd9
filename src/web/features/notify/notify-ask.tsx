import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Bell } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { withProgressToast } from '#web/lib/toast/progress-toast.ts';
import { useSession } from '#web/lib/session/session.ts';
import { useNotifySubscribe } from './notify-calls.ts';

const NotifyMeDialog = lazy(() =>
  import('./notify-me-dialog.tsx').then((m) => ({ default: m.NotifyMeDialog })),
);

/**
 * The ask behind both notify-me panels (docs/product.md#notify-me): a signed-in student asks with
 * one tap (a toast says how it went); a visitor proves the e-mail with a code in a popup, loaded
 * on demand. `size` is the sold-out size asked for, or null for the drop's opening. Answers the
 * asks that went through, the one pending, and the popup to render when a visitor asks.
 */
export function useNotifyAsk(
  product: Pick<Product, 'product_id' | 'name'>,
  kind: 'back-in-stock' | 'drop-opens',
) {
  const session = useSession();
  const subscribe = useNotifySubscribe();
  const [asked, setAsked] = useState<(string | null)[]>([]);
  const [visitor, setVisitor] = useState<{ size: string | null } | null>(null);
  const done = (size: string | null) => setAsked((list) => [...list, size]);

  const ask = async (size: string | null) => {
    if (!session) return setVisitor({ size });
    try {
      await withProgressToast(
        // No size (the drop's opening) is left out of the body.
        () =>
          subscribe.mutateAsync({ productId: product.product_id, kind, size: size ?? undefined }),
        { loading: 'Saving your ask', success: (reply) => reply.message },
      );
      done(size);
    } catch {
      // The toast says why.
    }
  };

  const dialog = visitor && (
    <Suspense fallback={null}>
      <NotifyMeDialog
        product={product}
        size={visitor.size}
        onDone={() => done(visitor.size)}
        onClose={() => setVisitor(null)}
      />
    </Suspense>
  );
  return {
    asked,
    ask: (size: string | null) => void ask(size),
    /** The size (or null: the drop) whose ask is on its way; undefined when none is. */
    pending: subscribe.isPending ? (subscribe.variables?.size ?? null) : undefined,
    dialog,
  };
}

/** The frame both panels share: a bell heading, a line saying what happens, then the controls. */
export function NotifyPanel({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line p-3 sm:p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Bell aria-hidden="true" className="size-4" />
        {title}
      </h2>
      <p className="mt-1 text-sm text-muted">{lead}</p>
      {children}
    </section>
  );
}
