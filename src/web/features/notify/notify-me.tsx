import { lazy, Suspense, useId, useState } from 'react';
import { Bell, Check } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { withProgressToast } from '#web/lib/progress-toast.ts';
import { useSession } from '#web/lib/session.ts';
import { useNotifySubscribe } from './notify-calls.ts';

const NotifyMeDialog = lazy(() =>
  import('./notify-me-dialog.tsx').then((m) => ({ default: m.NotifyMeDialog })),
);

/**
 * "Notify me when it's back" (docs/product.md#notify-me) under the product's buttons: one button
 * per sold-out size. A signed-in student asks with one tap; a visitor proves the e-mail with a code
 * in a popup (loaded on demand). Nothing shows while every size has stock.
 */
export function NotifyMe({ product }: { product: Product }) {
  const headingId = useId();
  const session = useSession();
  const subscribe = useNotifySubscribe();
  const [asked, setAsked] = useState<string[]>([]);
  const [visitorSize, setVisitorSize] = useState<string | null>(null);
  const soldOut = SIZES.filter((size) =>
    product.sizeQuantities.some((s) => s.size === size && s.quantity <= 0),
  );
  if (soldOut.length === 0) return null;

  const done = (size: string) => setAsked((list) => [...list, size]);
  const ask = async (size: string) => {
    if (!session) return setVisitorSize(size);
    try {
      await withProgressToast(
        () => subscribe.mutateAsync({ productId: product.product_id, kind: 'back-in-stock', size }),
        { loading: 'Saving your ask', success: (reply) => reply.message },
      );
      done(size);
    } catch {
      // The toast says why.
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-line p-3 sm:p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Bell aria-hidden="true" className="size-4" />
        Notify me when it&apos;s back
      </h2>
      <p className="mt-1 text-sm text-muted">
        Sold out now. Pick a size and we e-mail you once when it has stock again.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {soldOut.map((size) => {
          const isAsked = asked.includes(size);
          return (
            <Button
              key={size}
              size="sm"
              variant={isAsked ? 'secondary' : 'outline'}
              aria-label={
                isAsked
                  ? `We will e-mail you when size ${size} is back`
                  : `Notify me when size ${size} is back`
              }
              aria-pressed={isAsked}
              disabled={isAsked || (subscribe.isPending && subscribe.variables?.size === size)}
              onClick={() => void ask(size)}
            >
              {isAsked ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <Bell aria-hidden="true" className="size-4" />
              )}
              {size}
            </Button>
          );
        })}
      </div>
      {asked.length > 0 && (
        <p role="status" className="mt-2 text-sm font-semibold text-sale">
          On the list: we e-mail you once when size {asked.join(' or ')} is back.
        </p>
      )}
      {visitorSize && (
        <Suspense fallback={null}>
          <NotifyMeDialog
            product={product}
            size={visitorSize}
            onDone={() => done(visitorSize)}
            onClose={() => setVisitorSize(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
