/**
 * Where an order stands as a whole on the admin's screens and in the CSV export
 * (docs/product.md#admin): one wording everywhere, so a cancelled order never reads as
 * delivered. A cancelled item counts for neither delivered nor to deliver.
 */

/** An ordered line as far as the order's standing goes. */
export interface StandingItem {
  name: string;
  size: string;
  quantity: number;
  state: 'delivered' | 'cancelled' | 'open';
}

export type OrderStandingStatus = 'toDeliver' | 'delivered' | 'partlyCancelled' | 'cancelled';

export interface OrderStanding {
  status: OrderStandingStatus;
  /** "To deliver", "Delivered", "Partly cancelled", "Cancelled". */
  label: string;
  /** Partly cancelled only: what was cancelled and what remains, else ''. */
  detail: string;
}

const describe = (items: readonly StandingItem[]) =>
  items.map((i) => `${i.quantity} × ${i.name} (${i.size})`).join(', ');

/** The order's standing from its items (an order without items reads "To deliver"). */
export function orderStanding(items: readonly StandingItem[]): OrderStanding {
  const cancelled = items.filter((i) => i.state === 'cancelled');
  const left = items.filter((i) => i.state !== 'cancelled');
  if (items.length > 0 && left.length === 0) {
    return { status: 'cancelled', label: 'Cancelled', detail: '' };
  }
  const delivered = left.length > 0 && left.every((i) => i.state === 'delivered');
  if (cancelled.length === 0) {
    return delivered
      ? { status: 'delivered', label: 'Delivered', detail: '' }
      : { status: 'toDeliver', label: 'To deliver', detail: '' };
  }
  return {
    status: 'partlyCancelled',
    label: 'Partly cancelled',
    detail: `Cancelled: ${describe(cancelled)}. Remains: ${describe(left)}, ${delivered ? 'delivered' : 'to deliver'}.`,
  };
}

/** The CSV's "Order status": the label, and for a partly cancelled order what remains. */
export function standingText(s: OrderStanding): string {
  return s.detail ? `${s.label}. ${s.detail}` : s.label;
}
