import { describe, expect, it } from 'vitest';
import {
  deliveryStatusNote,
  formatOrderDate,
  lineTotal,
  orderItemStatusLabel,
  orderTotal,
} from './orders.ts';

describe('order rules', () => {
  it('labels an item Delivered or Order Placed', () => {
    expect(orderItemStatusLabel({ isDelivered: true })).toBe('Delivered');
    expect(orderItemStatusLabel({ isDelivered: false })).toBe('Order Placed');
    expect(orderItemStatusLabel({ isDelivered: false, step: 'placed' })).toBe('Order Placed');
    expect(orderItemStatusLabel({ isDelivered: false, step: 'out_for_delivery' })).toBe(
      'Out for delivery',
    );
  });

  it('formats dates as dd-mm-yyyy in India Standard Time', () => {
    // 2024-03-05T18:29:59Z is 23:59:59 on 5 March in IST; a second later it is 6 March.
    expect(formatOrderDate(Date.UTC(2024, 2, 5, 18, 29, 59))).toBe('05-03-2024');
    expect(formatOrderDate(Date.UTC(2024, 2, 5, 18, 30, 0))).toBe('06-03-2024');
    expect(formatOrderDate(Date.UTC(2024, 11, 31, 20, 0, 0))).toBe('01-01-2025');
  });

  it('adds totals in paise', () => {
    expect(orderTotal({ subTotal: 1299.1, deliveryCharges: 0.2 })).toBe(1299.3);
    expect(orderTotal({ subTotal: 998, deliveryCharges: 99 })).toBe(1097);
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
    expect(lineTotal({ price: 499, quantity: 2 })).toBe(998);
  });

  it('says what happens next with the delivery', () => {
    expect(deliveryStatusNote('delivery', true)).toBe('Your order has been delivered.');
    expect(deliveryStatusNote('pickup', false)).toMatch(/ready for pickup/);
    expect(deliveryStatusNote('delivery', false)).toMatch(/shipped/);
    expect(deliveryStatusNote('hostel', false)).toMatch(/ready for delivery to your hostel/);
    expect(deliveryStatusNote('pickup', false, 'packed')).toMatch(
      /notified when .* ready for pickup/,
    );
    expect(deliveryStatusNote('pickup', false, 'ready_for_pickup')).toBe(
      'Your order is ready for pickup. Show your handover code when you collect it.',
    );
    expect(deliveryStatusNote('hostel', false, 'out_for_delivery')).toMatch(/way to your hostel/);
    expect(deliveryStatusNote('delivery', false, 'out_for_delivery')).toBe(
      'Your order is on its way to you.',
    );
  });
});
