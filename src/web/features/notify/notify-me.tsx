import { Bell, Check } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NotifyPanel, useNotifyAsk } from './notify-ask.tsx';

/**
 * "Notify me when it's back" (docs/product.md#notify-me) under the product's buttons: one button
 * per sold-out size. A signed-in student asks with one tap; a visitor proves the e-mail with a code
 * in a popup (loaded on demand). Nothing shows while every size has stock.
 */
export function NotifyMe({
  product,
}: {
  product: Pick<Product, 'product_id' | 'name' | 'sizeQuantities'>;
}) {
  const { asked, ask, pending, dialog } = useNotifyAsk(product, 'back-in-stock');
  const soldOut = SIZES.filter((size) =>
    product.sizeQuantities.some((s) => s.size === size && s.quantity <= 0),
  );
  if (soldOut.length === 0) return null;

  return (
    <NotifyPanel
      title="Notify me when it's back"
      lead="Sold out now. Pick a size and we e-mail you once when it has stock again."
    >
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
              disabled={isAsked || pending === size}
              onClick={() => ask(size)}
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
      {dialog}
    </NotifyPanel>
  );
}
