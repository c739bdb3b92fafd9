import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { istTime } from '#shared/rules/admin.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import { orderStanding, standingText } from '#shared/rules/order-standing.ts';
import { csvRow } from '../../lib/csv.ts';
import type { AdminOrderRecord, OrderRefundRecord } from './admin-orders.queries.ts';

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
  // Where the order stands: a cancelled order reads Cancelled, never Delivered; a partly
  // cancelled one says what was cancelled and what remains (docs/product.md#admin).
  'Order status',
  // The refunds ledger: the row's item's refunds, and on an order's first row its refunds of
  // no one item (the delivery charge, a whole payment). Rupees, failed refunds left out.
  'Refunded',
  'Refund reference',
  'Refund state',
  // Who takes a home delivery, from the saved address chosen ('' when not given).
  'Recipient',
  'Recipient phone',
];

const REFUND_STATE_WORDS = {
  requested: 'Requested',
  pending: 'Pending',
  completed: 'Completed',
  failed: 'Failed',
} as const;

/** The refund columns of one row: what goes back, the gateway's refund ids and their states. */
function refundCells(list: readonly OrderRefundRecord[]): [number | string, string, string] {
  if (list.length === 0) return ['', '', ''];
  const paise = list.filter((r) => r.state !== 'failed').reduce((n, r) => n + r.amountPaise, 0);
  return [
    paiseToRupees(paise),
    list.map((r) => r.ref).join(' '),
    list.map((r) => REFUND_STATE_WORDS[r.state]).join('; '),
  ];
}

/** The order's standing from its items, in the CSV's words. */
const statusOf = (order: AdminOrderRecord) =>
  standingText(
    orderStanding(
      order.items.map((i) => ({
        name: i.productName,
        size: i.size,
        quantity: i.quantity,
        state: i.step === 'cancelled' ? 'cancelled' : i.deliveredAt ? 'delivered' : 'open',
      })),
    ),
  );

function whereTo(order: AdminOrderRecord): string {
  if (order.deliveryMethod === 'hostel') return order.hostelAddress;
  if (order.deliveryMethod === 'pickup') return '';
  const a = order.address;
  return [a.address1, a.address2, a.city, a.state, a.pinCode].filter(Boolean).join(', ');
}

/** The CSV rows of a batch of orders, with their refunds by order id. */
export function orderRows(
  list: readonly AdminOrderRecord[],
  pickupPoint: string,
  refunds: ReadonlyMap<number, readonly OrderRefundRecord[]> = new Map(),
): string {
  let out = '';
  for (const order of list) {
    const placed = order.placedAt.getTime();
    const cash = order.cashReceivedAt?.getTime();
    const cashReceived = cash ? `${formatOrderDate(cash)} ${istTime(cash)}` : '';
    const status = statusOf(order);
    const ofOrder = refunds.get(order.id) ?? [];
    for (const [index, item] of order.items.entries()) {
      const ofRow = ofOrder.filter(
        (r) => r.orderItemId === item.id || (index === 0 && r.orderItemId === null),
      );
      out += csvRow([
        // The number the student reads (docs/product.md#order-numbers), never the row id.
        order.orderNumber,
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
        status,
        ...refundCells(ofRow),
        order.recipient.name,
        order.recipient.phone,
      ]);
    }
  }
  return out;
}
