import type { Paise } from '#shared/rules/money.ts';
import type { OrderItemRecord, OrderRecord } from '../order-record.ts';
import { amountInWords } from './amount-in-words.ts';
import {
  invoiceFigures,
  splitTax,
  totalsOf,
  type InvoiceFigures,
  type InvoiceLine,
  type TaxSplit,
} from './invoice-figures.ts';
import type { GstRates, Seller } from './seller-terms.ts';

/**
 * What a credit note credits and the GST it reverses (docs/product.md#credit-notes), in paise:
 * the pieces it names at the rate their invoice charged, worked back from what was charged for
 * them, exactly as the invoice split them (so crediting a whole line reverses its invoice line to
 * the paisa).
 */

/** One credited part: pieces of an item, or (no item) the delivery charge. */
export interface CreditedPart {
  orderItemId: number | null;
  quantity: number;
  amountPaise: Paise;
}

/**
 * What `quantity` more pieces of an item come to when `before` were credited already: each
 * piece's share of what the line was charged (its coupon share included), rounded so that every
 * piece of the line together comes to exactly the line.
 */
export function piecesAmount(
  item: Pick<OrderItemRecord, 'unitPricePaise' | 'quantity' | 'discountPaise'>,
  before: number,
  quantity: number,
): Paise {
  const charged = item.unitPricePaise * item.quantity - item.discountPaise;
  const share = (pieces: number) => Math.round((charged * pieces) / item.quantity);
  return share(before + quantity) - share(before);
}

export type CreditNoteFigures = Omit<InvoiceFigures, 'lines'> & { lines: InvoiceLine[] };

export function creditNoteFigures(
  order: OrderRecord,
  seller: Seller,
  rates: GstRates,
  parts: readonly CreditedPart[],
): CreditNoteFigures {
  const invoice = invoiceFigures(order, seller, rates);
  const { intraState } = invoice;
  const lines: InvoiceLine[] = [];
  let delivery: TaxSplit | null = null;
  for (const part of parts) {
    if (part.orderItemId === null) {
      delivery = splitTax(part.amountPaise, invoice.delivery?.ratePercent ?? 0, intraState);
      continue;
    }
    const at = order.items.findIndex((i) => i.id === part.orderItemId);
    const invoiced = invoice.lines[at];
    if (!invoiced) continue;
    lines.push({
      ...invoiced,
      quantity: part.quantity,
      ...splitTax(part.amountPaise, invoiced.ratePercent, intraState),
    });
  }
  const totals = totalsOf(delivery ? [...lines, delivery] : lines);
  return {
    placeOfSupply: invoice.placeOfSupply,
    intraState,
    lines,
    delivery,
    totals,
    totalInWords: amountInWords(totals.total),
  };
}
