import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { formatReadyBy, orderReadyBy, readyByLabel } from '#shared/rules/ready-by.ts';
import { settings } from './settings.ts';

/**
 * "Ready for pickup by Monday, 30 November" for an order of `method` placed at `placedAt`
 * (now, for a cart or a product not ordered yet), with the shop's working-day settings
 * (docs/product.md#ready-by-dates). With `lines`, the order's day as it will be placed: a
 * pre-order is ready by its drop's day, and the order by its last line's (docs/product.md#drops).
 */
export function readyBySentence(
  method: DeliveryMethod,
  placedAt = Date.now(),
  lines: readonly { preOrder?: { readyBy: string } | undefined }[] = [],
): string {
  const items = lines.map((l) => (l.preOrder ? { dropReadyBy: l.preOrder.readyBy } : {}));
  const day = orderReadyBy(method, placedAt, items, settings.readyByWorkingDays);
  return `${readyByLabel(method)} ${formatReadyBy(day)}`;
}
