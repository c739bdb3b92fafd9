import { formatPaise, type Paise } from '#shared/rules/money.ts';
import { styleLabel } from '#shared/rules/styles.ts';
import type { GstRates, Seller } from './seller-terms.ts';
import { gstStateCodeOf } from '../../../lib/gstin.ts';
import type { OrderItemRecord, OrderRecord } from '../order-record.ts';
import { amountInWords } from './amount-in-words.ts';

/**
 * The figures of an order's tax invoice (docs/product.md#tax-invoices), in paise. Prices include
 * GST, so each line's taxable value is worked back from what was paid; the paid amounts are never
 * changed by the split.
 */

/** HSN codes: knitted T-shirts (6109), knitted jerseys, pullovers and hoodies (6110). */
export const hsnOf = (item: Pick<OrderItemRecord, 'productStyle'>) =>
  item.productStyle === 'hoodie' ? '6110' : '6109';

/** A percentage in hundredths (5 → 500, 2.5 → 250), so the sums stay in whole numbers. */
const hundredths = (percent: number) => Math.round(percent * 100);

/**
 * The rate of one piece sold at `unitPricePaise` (GST included): the lower rate while the
 * piece's taxable value at that rate stays within the slab, the higher one above it.
 */
export function rateOf(unitPricePaise: Paise, rates: GstRates): number {
  const low = hundredths(rates.upToSlab);
  return unitPricePaise * 10_000 <= rates.slabPaise * (10_000 + low)
    ? rates.upToSlab
    : rates.aboveSlab;
}

export interface TaxSplit {
  ratePercent: number;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
}

/**
 * Splits an amount that includes GST at `ratePercent` into taxable value and tax. Each tax is
 * levied on its own at its own rate (CGST and SGST at half the rate each, IGST at the whole), so
 * each is worked out from the amount and rounded to the paisa: CGST and SGST are always equal.
 * The taxable value is what is left, so the parts add up to the amount paid
 * (docs/product.md#tax-invoices).
 */
export function splitTax(total: Paise, ratePercent: number, intraState: boolean): TaxSplit {
  const rate = hundredths(ratePercent);
  const taxAt = (part: number) => Math.round((total * part) / (10_000 + rate));
  const half = intraState ? taxAt(rate / 2) : 0;
  const igst = intraState ? 0 : taxAt(rate);
  return { ratePercent, taxable: total - 2 * half - igst, cgst: half, sgst: half, igst, total };
}

export interface InvoiceLine extends TaxSplit {
  description: string;
  hsn: string;
  quantity: number;
  unitPrice: Paise;
  /** The line's share of a coupon's saving: its value is what was charged after it. */
  discount: Paise;
}

export interface InvoiceFigures {
  placeOfSupply: { state: string; code: string | undefined };
  intraState: boolean;
  lines: InvoiceLine[];
  /** Null when the order's delivery was free. */
  delivery: TaxSplit | null;
  totals: Omit<TaxSplit, 'ratePercent'>;
  totalInWords: string;
}

/** "Oversized T-Shirt, size M, name 'ANU'". */
function describe(item: OrderItemRecord): string {
  const extras = [
    styleLabel(item.productStyle),
    `size ${item.size}`,
    item.teeName && `name "${item.teeName}"`,
    item.institutionName && `institution "${item.institutionName}"`,
  ].filter(Boolean);
  return `${item.productName} (${extras.join(', ')})`;
}

/**
 * Where the supply is made: pickup and hostel orders are handed over on campus, in the seller's
 * state; a home delivery goes to the state of its address (unrecognised: taxed as another state).
 */
export function placeOfSupplyOf(order: OrderRecord, seller: Seller) {
  if (order.deliveryMethod !== 'delivery') return { state: seller.state, code: seller.stateCode };
  return { state: order.address.state.trim(), code: gstStateCodeOf(order.address.state) };
}

/** The sums of a document's lines (and delivery): taxable value, each tax, the amount. */
export function totalsOf(parts: readonly TaxSplit[]): Omit<TaxSplit, 'ratePercent'> {
  const sum = (key: keyof Omit<TaxSplit, 'ratePercent'>) =>
    parts.reduce((total, part) => total + part[key], 0);
  return {
    taxable: sum('taxable'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    igst: sum('igst'),
    total: sum('total'),
  };
}

export function invoiceFigures(
  order: OrderRecord,
  seller: Seller,
  rates: GstRates,
): InvoiceFigures {
  const placeOfSupply = placeOfSupplyOf(order, seller);
  const intraState = placeOfSupply.code === seller.stateCode;
  const lines = order.items.map((item): InvoiceLine => {
    // A coupon lowers what was charged, so the taxable value and the piece's slab follow it.
    const charged = item.unitPricePaise * item.quantity - item.discountPaise;
    const split = splitTax(charged, rateOf(Math.round(charged / item.quantity), rates), intraState);
    const less = item.discountPaise > 0 ? `, less coupon ${formatPaise(item.discountPaise)}` : '';
    return {
      description: `${describe(item)}${less}`,
      hsn: hsnOf(item),
      quantity: item.quantity,
      unitPrice: item.unitPricePaise,
      discount: item.discountPaise,
      ...split,
    };
  });
  // Delivery is part of one supply with the clothes it carries: taxed at their highest rate.
  const deliveryRate = Math.max(0, ...lines.map((l) => l.ratePercent));
  const delivery =
    order.deliveryChargePaise > 0
      ? splitTax(order.deliveryChargePaise, deliveryRate, intraState)
      : null;
  const totals = totalsOf(delivery ? [...lines, delivery] : lines);
  return {
    placeOfSupply,
    intraState,
    lines,
    delivery,
    totals,
    totalInWords: amountInWords(totals.total),
  };
}
