import { istDay } from '#shared/rules/admin.ts';
import type { Tx } from '../../../db/client.ts';
import { takeInvoiceNumber } from './invoice.queries.ts';

/**
 * Invoice numbers: one gap-free series per Indian financial year (April to March, Indian time),
 * docs/product.md#tax-invoices.
 */

/** '2026-27' for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59 in Indian time. */
export function financialYearOf(at: Date): string {
  const [year, month] = istDay(at.getTime()).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "2026-27/000042": at most 16 characters, as GST invoice numbers must be. */
export const invoiceNumberOf = (financialYear: string, n: number) =>
  `${financialYear}/${String(n).padStart(6, '0')}`;

/**
 * Gives the order just written the next number of its financial year (from the order's own
 * time, the transaction's). Runs inside the transaction that writes the order: the series row
 * stays locked until that commits, so two orders never get one number, and an order rolled back
 * takes its number back with it, so none is skipped. One statement (invoice.queries.ts): the
 * series moves and the order takes its number in the same round trip.
 */
export async function numberInvoice(tx: Tx, orderId: number, placedAt: Date): Promise<string> {
  const financialYear = financialYearOf(placedAt);
  const n = await takeInvoiceNumber(tx, orderId, financialYear);
  if (n === undefined) throw new Error(`numberInvoice: no order ${orderId}`);
  return invoiceNumberOf(financialYear, n);
}
