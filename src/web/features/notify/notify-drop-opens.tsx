import { Bell, Check } from 'lucide-react';
import type { Product } from '#shared/contract/catalog.ts';
import { istMoment } from '#shared/rules/drops.ts';
import { Button } from '#web/components/ui/button.tsx';
import { NotifyPanel, useNotifyAsk } from './notify-ask.tsx';

/**
 * "Notify me when pre-orders open" (docs/product.md#notify-me) on the page of a product whose
 * drop has not opened yet: a signed-in student asks with one tap; a visitor proves the e-mail
 * with a code first. The opening mail goes once, to everyone who asked.
 */
export function NotifyDropOpens({
  product,
  opensAt,
}: {
  product: Pick<Product, 'product_id' | 'name'>;
  opensAt: number;
}) {
  const { asked, ask, pending, dialog } = useNotifyAsk(product, 'drop-opens');
  return (
    <NotifyPanel
      title="Notify me when pre-orders open"
      lead={`Pre-orders open on ${istMoment(opensAt)} (Indian time). We e-mail you once when they do.`}
    >
      {asked.length > 0 ? (
        <p role="status" className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-sale">
          <Check aria-hidden="true" className="size-4" />
          On the list: we e-mail you once when pre-orders open.
        </p>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="mt-3"
          loading={pending !== undefined}
          onClick={() => ask(null)}
        >
          <Bell aria-hidden="true" className="size-4" />
          Notify me
        </Button>
      )}
      {dialog}
    </NotifyPanel>
  );
}
