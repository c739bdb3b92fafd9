import type { OrderView } from '#shared/contract/my-orders.ts';
import type { OrderItem } from '#shared/contract/orders.ts';

/**
 * Wire orders for web tests of My Orders, the order page and the thank-you page, and their items
 * (the admin's orders in tests start from one too).
 */

const noAddress = { address1: '', address2: '', city: '', state: '', pinCode: '' };

export function wireOrderItem(id: number, name: string, extra: Partial<OrderItem> = {}): OrderItem {
  return {
    orderItem_id: id,
    size: 'M',
    quantity: 1,
    price: 499,
    teeName: '',
    instiName: '',
    isDelivered: false,
    deliveredDate: null,
    deliveryAddresses: noAddress,
    product: { product_id: id, name, style: 'regular', imageUrl: [], isInstibuzz: true },
    ...extra,
  };
}

/** A cash pickup order of one tee unless `extra` says otherwise; totals follow the items. */
export function wireOrder(extra: Partial<OrderView> = {}): OrderView {
  const items = extra.productsOrdered ?? [wireOrderItem(101, 'Average IITian')];
  const subTotal = items.reduce((n, i) => n + i.price * i.quantity, 0);
  const deliveryCharges = extra.deliveryCharges ?? 0;
  return {
    orderNumber: '7KQ4-M9X2',
    order_id: 12,
    date: Date.UTC(2025, 4, 20, 6),
    status: 'placed',
    paymentMethod: 'cod',
    deliveryMethod: 'pickup',
    hostelAddress: '',
    deliveryAddresses: noAddress,
    subTotal,
    deliveryCharges,
    totalAmount: subTotal + deliveryCharges,
    handoverCode: '4821',
    readyBy: '2025-05-23',
    ...extra,
    productsOrdered: items,
  };
}
