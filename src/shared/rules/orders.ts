import type { DeliveryMethod } from './delivery.ts';
import { STEP_LABELS, type ItemStep } from './order-steps.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';

/** How an order is paid: cash on delivery (pickup only) or online through the gateway. */
export const PAYMENT_METHODS = ['cod', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Where an order stands as a whole: delivered once its last item is. */
export const ORDER_STATUSES = ['placed', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60 * 1000;

/** Status shown on an order item card: its step (docs/product.md#order-steps). */
export function orderItemStatusLabel(item: { isDelivered: boolean; step?: ItemStep }): string {
  if (item.isDelivered) return 'Delivered';
  return item.step ? STEP_LABELS[item.step] : 'Order Placed';
}

/** An order's status as My Orders and the order page show it. */
export function orderStatusLabel(status: OrderStatus): string {
  if (status === 'delivered') return 'Delivered';
  return status === 'cancelled' ? 'Cancelled' : 'Order Placed';
}

/** An epoch-ms time as dd-mm-yyyy in IST, wherever the code runs. */
export function formatOrderDate(epochMs: number): string {
  const d = new Date(epochMs + IST_OFFSET_MS);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}-${mm}-${d.getUTCFullYear()}`;
}

/** What the order costs in rupees: its lines plus delivery, added in paise. */
export function orderTotal(order: { subTotal: number; deliveryCharges: number }): number {
  return paiseToRupees(rupeesToPaise(order.subTotal) + rupeesToPaise(order.deliveryCharges));
}

/** One line's price in rupees (unit price times quantity), multiplied in paise. */
export function lineTotal(line: { price: number; quantity: number }): number {
  return paiseToRupees(rupeesToPaise(line.price) * line.quantity);
}

/** The delivery note on the order detail page; `step` is the item's (docs/product.md#order-steps). */
export function deliveryStatusNote(
  method: DeliveryMethod,
  isDelivered: boolean,
  step?: ItemStep,
): string {
  if (isDelivered) return 'Your order has been delivered.';
  if (step === 'ready_for_pickup') {
    return 'Your order is ready for pickup. Show your handover code when you collect it.';
  }
  if (step === 'out_for_delivery') {
    return method === 'hostel'
      ? 'Your order is on its way to your hostel. Keep your handover code at hand.'
      : 'Your order is on its way to you.';
  }
  if (method === 'delivery') return 'You will be notified when your order is shipped.';
  return method === 'pickup'
    ? 'You will be notified when your order is ready for pickup.'
    : 'You will be notified when your order is ready for delivery to your hostel.';
}
