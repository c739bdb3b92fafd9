import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { formatReadyBy, readyByFor, readyByLabel } from '#shared/rules/ready-by.ts';
import { settings } from './settings.ts';

/**
 * "Ready for pickup by Monday, 30 November" for an order of `method` placed at `placedAt`
 * (now, for a cart or a product not ordered yet), with the shop's working-day settings
 * (docs/product.md#ready-by-dates).
 */
export function readyBySentence(method: DeliveryMethod, placedAt = Date.now()): string {
  return `${readyByLabel(method)} ${formatReadyBy(readyByFor(method, placedAt, settings.readyByWorkingDays))}`;
}
