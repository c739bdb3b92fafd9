import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import type { OrderStandingStatus } from '#shared/rules/order-standing.ts';
import type { BadgeTone } from '#web/components/ui/badge.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { settings } from '#web/lib/settings/settings.ts';
import type { AdminOrder, AdminOrderItem } from './admin-order.ts';

/** Pieces an order card on /allOrders and the admin's order page both show. */

/** The badge of each standing: a cancelled order never looks like a delivered one. */
export const STANDING_TONES: Record<OrderStandingStatus, BadgeTone> = {
  toDeliver: 'accent',
  delivered: 'brand',
  partlyCancelled: 'neutral',
  cancelled: 'danger',
};

function whereTo(order: AdminOrder): string {
  if (order.deliveryMethod === 'hostel') {
    return order.hostelRoom
      ? `${order.hostelAddress}, room ${order.hostelRoom}`
      : order.hostelAddress;
  }
  if (order.deliveryMethod === 'pickup') return '';
  const a = order.deliveryAddresses;
  return [a.address1, a.address2, a.city, a.state, a.pinCode].filter(Boolean).join(', ');
}

/**
 * How the order goes and where: the method, then the address or hostel, and who takes a home
 * delivery (the saved address's recipient, copied at checkout).
 */
export function OrderDestination({ order }: { order: AdminOrder }) {
  const where = whereTo(order);
  const recipient = order.recipient;
  return (
    <>
      <p className="mt-2 text-sm text-ink">
        <span className="font-semibold">
          {deliveryMethodLabel(order.deliveryMethod, settings.pickupPoint)}
        </span>
        {where && <span className="text-muted"> · {where}</span>}
      </p>
      {recipient && (
        <p className="mt-1 text-sm text-ink">
          <span className="text-muted">Recipient </span>
          {recipient.name && <span className="font-semibold break-words">{recipient.name}</span>}
          {recipient.name && recipient.phoneNumber && <span className="text-muted"> · </span>}
          {recipient.phoneNumber && (
            <a href={`tel:${recipient.phoneNumber}`} className="text-brand underline">
              {recipient.phoneNumber}
            </a>
          )}
        </p>
      )}
    </>
  );
}

/** What an item is: name, style, size, quantity (and its price), the names on a club tee. */
export function ItemWhat({ item, withPrice }: { item: AdminOrderItem; withPrice?: boolean }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold text-ink">{item.product.name}</p>
      <p className="text-sm text-muted">
        {styleLabel(item.product.style)} · Size {item.size} · Qty {item.quantity}
        {withPrice && (
          <>
            {' · '}
            <Price amount={item.price * item.quantity} />
          </>
        )}
      </p>
      {(item.teeName || item.institutionName) && (
        <p className="text-sm text-ink">
          Tee name: {item.teeName} · Institution: {item.institutionName}
        </p>
      )}
      {item.teeNumber && <p className="text-sm text-ink">Number: {item.teeNumber}</p>}
    </div>
  );
}
