import { formatReadyBy } from '#shared/rules/ready-by.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/**
 * Under a line that is a pre-order (docs/product.md#drops), in the cart, on the payment page and
 * on the order's pages: the Pre-order label, its drop and the drop's ready day (never the
 * delivery method's working days), and, when its drop takes no cash, that it is paid online.
 */
export function PreOrderNote({
  preOrder,
}: {
  preOrder: { dropName: string; readyBy: string; cashAllowed?: boolean | undefined };
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
      <Badge tone="brand">Pre-order</Badge>
      <span className="min-w-0 break-words">
        {preOrder.dropName} · Ready by {formatReadyBy(preOrder.readyBy)}
        {preOrder.cashAllowed === false && <span className="text-muted"> · paid online only</span>}
      </span>
    </p>
  );
}
