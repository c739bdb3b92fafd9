import { describe, expect, it } from 'vitest';
import {
  amountKept,
  cancelledAmount,
  cancelledLine,
  shortDay,
  studentMayCancelItem,
  studentMayCancelOrder,
  adminMayCancelItem,
} from './order-cancel.ts';
import { refundStatusLine } from './refund-status.ts';

/** docs/product.md#cancelling-an-order and #refunds: who may cancel, and the words shown. */
describe('cancel rules', () => {
  const at = Date.UTC(2026, 10, 26, 20, 0); // 26 Nov 20:00 UTC is 27 Nov in India
  it('days are Indian days', () => {
    expect(shortDay(at)).toBe('27 Nov');
    expect(shortDay(Date.UTC(2026, 0, 5, 6))).toBe('5 Jan');
  });

  it('the student cancels until packed, the admin until delivered', () => {
    const placed = { step: 'placed' as const, isDelivered: false };
    const packed = { step: 'packed' as const, isDelivered: false };
    const cancelled = { step: 'cancelled' as const, isDelivered: false };
    const delivered = { step: 'delivered' as const, isDelivered: true };
    expect(studentMayCancelItem(placed)).toBe(true);
    expect(studentMayCancelItem(packed)).toBe(false);
    expect(studentMayCancelOrder([placed, cancelled])).toBe(true);
    expect(studentMayCancelOrder([placed, packed])).toBe(false);
    expect(studentMayCancelOrder([cancelled])).toBe(false);
    expect(adminMayCancelItem(packed)).toBe(true);
    expect(adminMayCancelItem(delivered)).toBe(false);
    expect(adminMayCancelItem(cancelled)).toBe(false);
  });

  it('says who cancelled and why', () => {
    expect(cancelledLine({ at, by: 'student', reason: 'wrong size' })).toBe(
      'Cancelled on 27 Nov (by you)',
    );
    expect(cancelledLine({ at, by: 'admin', reason: 'Misprint' })).toBe(
      'Cancelled on 27 Nov (by the shop: Misprint)',
    );
  });

  it('counts what cancelled items were charged, in paise, and what the order still costs', () => {
    const order = {
      totalAmount: 1816.3,
      deliveryCharges: 19,
      productsOrdered: [
        { step: 'cancelled' as const, isDelivered: false, price: 499, quantity: 2, discount: 99.8 },
        { step: 'placed' as const, isDelivered: false, price: 999, quantity: 1, discount: 99.9 },
      ],
    };
    expect(cancelledAmount(order.productsOrdered)).toBe(898.2);
    expect(amountKept(order)).toBe(918.1);
    const all = {
      ...order,
      productsOrdered: order.productsOrdered.map((i) => ({ ...i, step: 'cancelled' as const })),
    };
    expect(amountKept(all)).toBe(0);
  });

  it('words a refund by its state', () => {
    const refund = { amount: 649, started: at, settled: null };
    expect(refundStatusLine({ ...refund, state: 'pending' })).toBe(
      'Refund of ₹649 started on 27 Nov; it reaches your account in 7–10 business days',
    );
    expect(refundStatusLine({ ...refund, state: 'completed', settled: at + 86_400_000 })).toBe(
      'Refunded ₹649 on 28 Nov',
    );
    expect(refundStatusLine({ ...refund, state: 'failed' })).toBe(
      'Refund of ₹649 delayed — the shop is on it',
    );
  });
});
