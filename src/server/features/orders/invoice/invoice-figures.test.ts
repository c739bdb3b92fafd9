import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { gstRatesOf, sellerOf } from './seller-terms.ts';
import type { OrderRecord } from '../order-record.ts';
import { invoiceFigures, rateOf, splitTax } from './invoice-figures.ts';
import { financialYearOf } from './invoice-number.ts';

const config = loadConfig({ NODE_ENV: 'test' });
const rates = gstRatesOf(config);

describe('GST rate of a piece (prices include GST)', () => {
  it('takes the lower rate while the taxable value stays within ₹1,000, the higher above', () => {
    // ₹1,050 at 5% is exactly ₹1,000 taxable: still the lower slab; a paisa more is not.
    expect(rateOf(1_05_000, rates)).toBe(5);
    expect(rateOf(1_05_001, rates)).toBe(12);
    expect(rateOf(49_900, rates)).toBe(5);
  });

  it('follows the settings: rates and slab', () => {
    const changed = gstRatesOf(
      loadConfig({
        GST_RATE_UP_TO_SLAB: '2.5',
        GST_RATE_ABOVE_SLAB: '18',
        GST_SLAB_RUPEES: '2500',
      }),
    );
    expect(rateOf(2_56_250, changed)).toBe(2.5);
    expect(rateOf(2_56_251, changed)).toBe(18);
    expect(splitTax(1_02_500, 2.5, true)).toEqual({
      ratePercent: 2.5,
      taxable: 1_00_000,
      cgst: 1250,
      sgst: 1250,
      igst: 0,
      total: 1_02_500,
    });
  });
});

describe('CGST and SGST', () => {
  it('are equal halves, each worked out from the amount and rounded to the paisa', () => {
    // ₹594 at 5%: the tax is ₹28.2857…, each half ₹14.1428… → ₹14.14; the taxable value is the
    // rest, ₹565.72 (and ₹565.72 × 2.5% is ₹14.14 again).
    expect(splitTax(59_400, 5, true)).toEqual({
      ratePercent: 5,
      taxable: 56_572,
      cgst: 1414,
      sgst: 1414,
      igst: 0,
      total: 59_400,
    });
    // Outside the state the whole tax is one figure: ₹28.29.
    expect(splitTax(59_400, 5, false)).toMatchObject({ taxable: 56_571, igst: 2829 });
    const uneven: number[] = [];
    for (let total = 1; total <= 3_00_000; total += 7) {
      for (const rate of [5, 12, 18]) {
        const split = splitTax(total, rate, true);
        if (split.cgst !== split.sgst || split.taxable + split.cgst + split.sgst !== total) {
          uneven.push(total);
        }
      }
    }
    expect(uneven).toEqual([]);
  });
});

describe('an invoice never changes what was paid', () => {
  const order = (state: string, prices: number[], delivery: number): OrderRecord => ({
    id: 1,
    orderNumber: '7KQ4-M9X2',
    discountPaise: 0,
    couponCode: '',
    version: 1,
    status: 'placed',
    userId: 1,
    placedAt: new Date(),
    paymentMethod: 'online',
    transactionId: 'T1',
    deliveryMethod: 'delivery',
    hostelAddress: '',
    hostelRoom: '',
    address: { address1: 'a', address2: '', city: 'c', state, pinCode: '600036' },
    recipient: { name: '', phone: '' },
    subtotalPaise: prices.reduce((a, b) => a + b, 0),
    deliveryChargePaise: delivery,
    totalPaise: prices.reduce((a, b) => a + b, 0) + delivery,
    handoverCode: '',
    invoiceNumber: '2026-27/000001',
    customer: { name: 'n', phone: '', email: 'e@x.example' },
    items: prices.map((p, i) => ({
      id: i + 1,
      productId: 1,
      productName: 'Tee',
      productDetails: '',
      productStyle: i % 2 ? 'hoodie' : 'oversized',
      productImageUrl: '',
      isOwnBrand: true,
      teeNumber: '',
      size: 'M',
      quantity: 1,
      unitPricePaise: p,
      teeName: '',
      institutionName: '',
      deliveredAt: null,
      discountPaise: 0,
      step: 'placed' as const,
      steps: [],
    })),
  });

  it.each([
    ['Tamil Nadu', [49_999, 1_29_901, 1], 9900],
    ['Kerala', [33_333, 1_05_001, 77_777], 1900],
    ['Atlantis', [1], 0],
  ])(
    'in %s: taxable value + tax = the total, line by line and in all',
    (state, prices, delivery) => {
      const figures = invoiceFigures(order(state, prices, delivery), sellerOf(config), rates);
      for (const part of [...figures.lines, ...(figures.delivery ? [figures.delivery] : [])]) {
        expect(part.taxable + part.cgst + part.sgst + part.igst).toBe(part.total);
      }
      const t = figures.totals;
      expect(t.total).toBe(prices.reduce((a, b) => a + b, 0) + delivery);
      expect(t.taxable + t.cgst + t.sgst + t.igst).toBe(t.total);
      expect(figures.intraState).toBe(state === 'Tamil Nadu');
      expect(figures.lines.map((l) => l.hsn)).toEqual(
        prices.map((_, i) => (i % 2 ? '6110' : '6109')),
      );
    },
  );

  it('taxes what a coupon left to pay: the line, its slab and the total follow the discount', () => {
    const base = order('Tamil Nadu', [1_10_000], 0);
    // ₹1,100 is above the slab (12%); ₹100 off leaves ₹1,000 charged, at 5%.
    const discounted: OrderRecord = {
      ...base,
      discountPaise: 10_000,
      totalPaise: 1_00_000,
      items: base.items.map((i) => ({ ...i, discountPaise: 10_000 })),
    };
    const figures = invoiceFigures(discounted, sellerOf(config), rates);
    expect(figures.lines[0]).toMatchObject({ ratePercent: 5, total: 1_00_000, discount: 10_000 });
    expect(figures.lines[0]!.description).toContain('less coupon ₹100');
    expect(figures.totals.total).toBe(discounted.totalPaise);
  });

  it('names an unknown state as typed, without a code, and taxes it as another state', () => {
    const figures = invoiceFigures(order(' Atlantis ', [49_900], 0), sellerOf(config), rates);
    expect(figures.placeOfSupply).toEqual({ state: 'Atlantis', code: undefined });
    expect(figures.lines[0]).toMatchObject({ cgst: 0, sgst: 0, igst: 2376 });
  });
});

describe('financial year (April to March, Indian time)', () => {
  it.each([
    ['2027-03-31T18:29:59Z', '2026-27'],
    ['2027-03-31T18:30:00Z', '2027-28'],
    ['2026-04-01T00:00:00Z', '2026-27'],
    ['2099-12-31T20:00:00Z', '2099-00'],
  ])('%s is in %s', (at, year) => {
    expect(financialYearOf(new Date(at))).toBe(year);
  });
});
