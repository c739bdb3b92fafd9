import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  cartTotalsPaise,
  deliveryCharge,
  deliveryMethodLabel,
  isCashAllowedForCart,
  isCashOnDeliveryAllowed,
  payableDeliveryMethods,
} from './delivery.ts';
import { SHOP_DEFAULTS } from '../shop-defaults.ts';
import { paiseToRupees, rupeesToPaise } from './money.ts';

const own = { isOwnBrand: true };
const sponsored = { isOwnBrand: false };
const onlineOnlyPreOrder = { cashAllowed: false };

describe('delivery methods', () => {
  it('offers every method to every cart, club tees included', () => {
    expect(DELIVERY_METHODS).toEqual(['pickup', 'hostel', 'delivery']);
    expect(payableDeliveryMethods([{}, { cashAllowed: true }], true)).toEqual(DELIVERY_METHODS);
  });

  it('allows cash on delivery only for pickup', () => {
    expect(isCashOnDeliveryAllowed('pickup')).toBe(true);
    expect(isCashOnDeliveryAllowed('hostel')).toBe(false);
    expect(isCashOnDeliveryAllowed('delivery')).toBe(false);
  });

  it('refuses cash for a cart holding a pre-order of an online-only drop', () => {
    expect(isCashAllowedForCart('pickup', [{}, { cashAllowed: true }])).toBe(true);
    expect(isCashAllowedForCart('pickup', [{}, onlineOnlyPreOrder])).toBe(false);
    expect(payableDeliveryMethods([{}], false)).toEqual(['pickup']);
    expect(payableDeliveryMethods([onlineOnlyPreOrder], false)).toEqual([]);
  });
});

describe('deliveryCharge', () => {
  it('charges 0 / 19 / 99 by default for own-brand carts', () => {
    expect(deliveryCharge('pickup', [own])).toBe(0);
    expect(deliveryCharge('hostel', [own])).toBe(19);
    expect(deliveryCharge('delivery', [own])).toBe(99);
  });

  it('charges a club tee the chosen method, like any tee', () => {
    expect(deliveryCharge('pickup', [sponsored])).toBe(0);
    expect(deliveryCharge('hostel', [own, sponsored])).toBe(19);
    expect(deliveryCharge('delivery', [own, sponsored])).toBe(99);
  });

  it('uses the configured charges', () => {
    const charges = { pickup: 5, hostel: 25, delivery: 120 };
    expect(deliveryCharge('pickup', [own], charges)).toBe(5);
    expect(deliveryCharge('hostel', [own], charges)).toBe(25);
    expect(deliveryCharge('delivery', [sponsored], charges)).toBe(120);
  });

  it('charges nothing for an empty cart', () => {
    expect(deliveryCharge('delivery', [])).toBe(0);
  });
});

/** The cart's paise totals (what the cart page and the server use) read back in rupees. */
function cartTotals(
  lines: readonly { unitPrice: number; quantity: number; isOwnBrand: boolean }[],
  method: (typeof DELIVERY_METHODS)[number],
) {
  const paise = cartTotalsPaise(
    lines.map((l) => ({ ...l, unitPricePaise: rupeesToPaise(l.unitPrice) })),
    method,
  );
  return {
    totalMrp: paiseToRupees(paise.totalMrp),
    platformFee: paiseToRupees(paise.platformFee),
    deliveryCharges: paiseToRupees(paise.deliveryCharges),
    totalAmount: paiseToRupees(paise.totalAmount),
  };
}

describe('cartTotals', () => {
  const lines = [
    { unitPrice: 499, quantity: 2, isOwnBrand: true },
    { unitPrice: 899, quantity: 1, isOwnBrand: true },
  ];

  it('adds lines and the charge of each method', () => {
    expect(cartTotals(lines, 'pickup')).toEqual({
      totalMrp: 1897,
      platformFee: 0,
      deliveryCharges: 0,
      totalAmount: 1897,
    });
    expect(cartTotals(lines, 'hostel').totalAmount).toBe(1916);
    expect(cartTotals(lines, 'delivery')).toEqual({
      totalMrp: 1897,
      platformFee: 0,
      deliveryCharges: 99,
      totalAmount: 1996,
    });
  });

  it('charges a club tee cart and a mixed cart the chosen method', () => {
    const sponsoredOnly = [{ unitPrice: 399, quantity: 1, isOwnBrand: false }];
    expect(cartTotals(sponsoredOnly, 'delivery').totalAmount).toBe(498);
    expect(cartTotals(sponsoredOnly, 'pickup').deliveryCharges).toBe(0);
    const mixed = [...lines, ...sponsoredOnly];
    expect(cartTotals(mixed, 'hostel')).toEqual({
      totalMrp: 2296,
      platformFee: 0,
      deliveryCharges: 19,
      totalAmount: 2315,
    });
  });

  it('adds in whole paise, without float drift', () => {
    const cents = [
      { unitPrice: 0.1, quantity: 1, isOwnBrand: true },
      { unitPrice: 0.2, quantity: 1, isOwnBrand: true },
    ];
    expect(cartTotals(cents, 'pickup').totalAmount).toBe(0.3);
    expect(cartTotals([{ unitPrice: 199.99, quantity: 3, isOwnBrand: true }], 'hostel')).toEqual({
      totalMrp: 599.97,
      platformFee: 0,
      deliveryCharges: 19,
      totalAmount: 618.97,
    });
  });

  it('gives the same sums in paise for the server', () => {
    const paise = cartTotalsPaise([{ unitPricePaise: 49900, quantity: 2 }], 'hostel', {
      charges: SHOP_DEFAULTS.deliveryCharges,
    });
    expect(paise).toEqual({
      totalMrp: 99800,
      platformFee: 0,
      discount: 0,
      deliveryCharges: 1900,
      totalAmount: 101700,
      freeDeliveryGap: null,
    });
  });

  describe('free delivery over a threshold', () => {
    const tee = (quantity: number) => [{ unitPricePaise: 59900, quantity, isOwnBrand: true }];
    const terms = { freeDeliveryOver: { delivery: 799 } };

    it('says how much more delivers free, and charges until then', () => {
      const t = cartTotalsPaise(tee(1), 'delivery', terms);
      expect(t.deliveryCharges).toBe(9900);
      expect(t.freeDeliveryGap).toBe(20000);
      expect(t.totalAmount).toBe(69800);
    });

    it('delivers free at or over the threshold', () => {
      const t = cartTotalsPaise(tee(2), 'delivery', terms);
      expect(t.deliveryCharges).toBe(0);
      expect(t.freeDeliveryGap).toBe(0);
      expect(t.totalAmount).toBe(119800);
    });

    it('compares the goods after the coupon, and a method without a threshold has no gap', () => {
      const t = cartTotalsPaise(tee(2), 'delivery', { ...terms, discount: 50000 });
      expect(t.freeDeliveryGap).toBe(10100);
      expect(t.totalAmount).toBe(119800 - 50000 + 9900);
      expect(cartTotalsPaise(tee(2), 'hostel', terms).freeDeliveryGap).toBeNull();
      expect(cartTotalsPaise(tee(2), 'pickup', terms).freeDeliveryGap).toBeNull();
    });

    it("uses the chosen method's threshold for a club tee too", () => {
      const club = [{ unitPricePaise: 90000, quantity: 1, isOwnBrand: false }];
      expect(cartTotalsPaise(club, 'hostel', terms).deliveryCharges).toBe(1900);
      expect(cartTotalsPaise(club, 'delivery', terms).deliveryCharges).toBe(0);
    });
  });

  it('never lets a discount take the total below the delivery charge', () => {
    const t = cartTotalsPaise([{ unitPricePaise: 10000, quantity: 1 }], 'delivery', {
      discount: 999_999,
    });
    expect(t.discount).toBe(10000);
    expect(t.totalAmount).toBe(9900);
    expect(cartTotalsPaise([], 'pickup', { discount: -500 }).totalAmount).toBe(0);
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([], 'delivery').totalAmount).toBe(0);
  });
});

describe('deliveryMethodLabel', () => {
  it('uses the pickup point and institute short name', () => {
    expect(deliveryMethodLabel('pickup')).toBe('Pickup from Saraswathi Hostel');
    expect(deliveryMethodLabel('hostel')).toBe('Deliver to your hostel');
    expect(deliveryMethodLabel('delivery')).toBe('Deliver outside IITM');
    expect(deliveryMethodLabel('pickup', 'Godavari Hostel', 'IITB')).toBe(
      'Pickup from Godavari Hostel',
    );
    expect(deliveryMethodLabel('delivery', 'Godavari Hostel', 'IITB')).toBe('Deliver outside IITB');
  });
});
