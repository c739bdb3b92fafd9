import { gstRatesOf, sellerOf } from './seller-terms.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { orderById } from '../orders.queries.ts';
import { invoiceFigures } from './invoice-figures.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { creditNoteNumbersOf } from './credit-note.service.ts';

export interface InvoiceFile {
  fileName: string;
  pdf: Buffer;
}

/**
 * An order's tax invoice (docs/product.md#tax-invoices). Only the order's owner or an admin may
 * have it; anyone else gets ORDER_NOT_FOUND, exactly as for an order that does not exist.
 */
export async function orderInvoice(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  caller: Caller,
  { orderId }: { orderId: number },
): Promise<InvoiceFile> {
  const order = await orderById(db, orderId);
  const mayRead = order && (order.userId === caller.userId || caller.role === 'admin');
  if (!mayRead || !order.invoiceNumber) throw new DomainError('ORDER_NOT_FOUND');
  const seller = sellerOf(config);
  const pdf = await renderInvoicePdf({
    invoiceNumber: order.invoiceNumber,
    order,
    seller,
    figures: invoiceFigures(order, seller, gstRatesOf(config)),
    pickupPoint: config.PICKUP_POINT,
    creditNotes: await creditNoteNumbersOf(db, order.id),
  });
  return { fileName: `invoice-${order.invoiceNumber.replace('/', '-')}.pdf`, pdf };
}
