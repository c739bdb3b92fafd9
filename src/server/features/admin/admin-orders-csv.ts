import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { istTime } from '#shared/rules/admin.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { csvRow } from '../../lib/csv.ts';
import type { AdminOrderRecord } from './admin-orders.queries.ts';

/**
 * The orders list as CSV: one row per ordered item, the order's columns repeated, so a
 * spreadsheet can filter and sum. Fields go through `csvRow` (lib/csv.ts), which defuses formulas.
 */

export const CSV_HEADER = [
  'Order id',
  'Date',
  'Time',
  'Customer',
  'Phone',
  'Email',
  'Product',
  'Style',
  'Size',
  'Quantity',
  'Unit price',
  'Tee name',
  'Institution',
  'Delivered',
  'Delivered on',
  'Payment',
  'Subtotal',
  'Coupon',
  'Discount',
  'Delivery charges',
  'Total',
  'Delivery method',
  'Address or hostel',
  // Cash on Delivery: when the admin recorded the cash as received ('' until then, and online).
  'Cash received',
];

function whereTo(order: AdminOrderRecord): string {
  if (order.deliveryMethod === 'hostel') return order.hostelAddress;
  if (order.deliveryMethod === 'pickup') return '';
  const a = order.address;
  return [a.address1, a.address2, a.city, a.state, a.pinCode].filter(Boolean).join(', ');
}

/** The CSV rows of a batch of orders. */
export function orderRows(list: readonly AdminOrderRecord[], pickupPoint: string): string {
  let out = '';
  for (const order of list) {
    const placed = order.placedAt.getTime();
    const cash = order.cashReceivedAt?.getTime();
    const cashReceived = cash ? `${formatOrderDate(cash)} ${istTime(cash)}` : '';
    for (const item of order.items) {
      out += csvRow([
        order.id,
        formatOrderDate(placed),
        istTime(placed),
        order.customer.name,
        order.customer.phone,
        order.customer.email,
        item.productName,
        styleLabel(item.productStyle),
        item.size,
        item.quantity,
        paiseToRupees(item.unitPricePaise),
        item.teeName,
        item.institutionName,
        // A cancelled item is neither (docs/product.md#cancelling-an-order).
        item.deliveredAt ? 'Yes' : item.step === 'cancelled' ? 'Cancelled' : 'No',
        item.deliveredAt ? formatOrderDate(item.deliveredAt.getTime()) : '',
        order.transactionId ?? 'Cash on Delivery',
        paiseToRupees(order.subtotalPaise),
        order.couponCode,
        paiseToRupees(order.discountPaise),
        paiseToRupees(order.deliveryChargePaise),
        paiseToRupees(order.totalPaise),
        deliveryMethodLabel(order.deliveryMethod, pickupPoint),
        whereTo(order),
        cashReceived,
      ]);
    }
  }
  return out;
}
