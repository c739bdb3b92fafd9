import { lazy, Suspense, useId, useState } from 'react';
import { Bell, Check } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { istMoment } from '#shared/rules/drops.ts';
import { Button } from '#web/components/ui/button.tsx';
import { withProgressToast } from '#web/lib/progress-toast.ts';
import { useSession } from '#web/lib/session.ts';
import { useNotifySubscribe } from './notify-calls.ts';

const NotifyMeDialog = lazy(() =>
  import('./notify-me-dialog.tsx').then((m) => ({ default: m.NotifyMeDialog })),
);

/**
 * "Notify me when pre-orders open" (docs/product.md#notify-me) on the page of a product whose
 * drop has not opened yet: a signed-in student asks with one tap; a visitor proves the e-mail
 * with a code first. The opening mail goes once, to everyone who asked.
 */
export function NotifyDropOpens({ product, opensAt }: { product: Product; opensAt: number }) {
  const headingId = useId();
  const session = useSession();
  const subscribe = useNotifySubscribe();
  const [asked, setAsked] = useState(false);
  const [visitor, setVisitor] = useState(false);

  const ask = async () => {
    if (!session) return setVisitor(true);
    try {
      await withProgressToast(
        () => subscribe.mutateAsync({ productId: product.product_id, kind: 'drop-opens' }),
        { loading: 'Saving your ask', success: (reply) => reply.message },
      );
      setAsked(true);
    } catch {
      // The toast says why.
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line p-3 sm:p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Bell aria-hidden="true" className="size-4" />
        Notify me when pre-orders open
      </h2>
      <p className="mt-1 text-sm text-muted">
        Pre-orders open on {istMoment(opensAt)} (Indian time). We e-mail you once when they do.
      </p>
      {asked ? (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-sale">
          <Check aria-hidden="true" className="size-4" />
          On the list: we e-mail you once when pre-orders open.
        </p>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          loading={subscribe.isPending}
          onClick={() => void ask()}
        >
          <Bell aria-hidden="true" className="size-4" />
          Notify me
        </Button>
      )}
      {visitor && (
        <Suspense fallback={null}>
          <NotifyMeDialog
            product={product}
            size={null}
            onDone={() => setAsked(true)}
            onClose={() => setVisitor(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
