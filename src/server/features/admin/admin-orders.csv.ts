import { deliveryMethodLabel } from '#shared/rules/delivery.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { istTime } from '#shared/rules/admin.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import type { AdminOrderRecord } from './admin-orders.queries.ts';

/**
 * The orders list as CSV (RFC 4180): one row per ordered item, the order's columns repeated, so a
 * spreadsheet can filter and sum. UTF-8 with a byte-order mark (spreadsheets then read Indian and
 * other non-Latin names right); fields with commas, quotes or line breaks are quoted; text that
 * a spreadsheet would run as a formula gets an apostrophe before it (see `csvField`).
 */

export const CSV_BOM = '\uFEFF';

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
  // Cash on delivery: when the admin recorded the cash as received ('' until then, and online).
  'Cash received',
];

/**
 * What makes a spreadsheet read a cell as a formula: = + - @, their full-width and small forms
 * (some locales' spreadsheets take those too) and the minus sign.
 */
const STARTERS = '=+\\-@\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B\u2212';
/** A starter at the cell's start, after blanks or quotes a spreadsheet may drop; or a tab / CR. */
const FORMULA_AT_START = new RegExp(`^(?:[\\t\\r]|[\\s"']*[${STARTERS}])`);
/**
 * A starter after a semicolon (the list separator where the decimal mark is a comma: such a
 * spreadsheet splits the cell there) or a tab, blanks or quotes between: `'` goes before it.
 */
const FORMULA_AFTER_SEPARATOR = new RegExp(`([;\\t\\r\\n][\\s"']*)(?=[${STARTERS}])`, 'g');

/** One field: numbers as they are, text made safe for spreadsheets and quoted when needed. */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  let text = value.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  if (FORMULA_AT_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;

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
        order.transactionId ?? 'Cash On delivery',
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
