import { describe, expect, it } from 'vitest';
import { orderBadge } from './order-timeline.tsx';

// docs/product.md#order-page: the badge never says less than the items below it.
describe("an order's badge", () => {
  const item = (step: 'placed' | 'packed' | 'ready_for_pickup' | 'delivered' | 'cancelled') => ({
    step,
    isDelivered: step === 'delivered',
  });

  it('follows the item furthest behind while the order is under way', () => {
    expect(orderBadge({ status: 'placed', productsOrdered: [item('placed')] })).toEqual({
      label: 'Order Placed',
      tone: 'brand',
    });
    expect(
      orderBadge({ status: 'placed', productsOrdered: [item('ready_for_pickup'), item('packed')] })
        .label,
    ).toBe('Packed');
    expect(
      orderBadge({ status: 'placed', productsOrdered: [item('ready_for_pickup')] }).label,
    ).toBe('Ready for pickup');
    // A cancelled item does not hold the badge back.
    expect(
      orderBadge({ status: 'placed', productsOrdered: [item('cancelled'), item('packed')] }).label,
    ).toBe('Packed');
  });

  it('says Delivered or Cancelled once the order is', () => {
    expect(orderBadge({ status: 'delivered', productsOrdered: [item('delivered')] })).toEqual({
      label: 'Delivered',
      tone: 'sale',
    });
    expect(orderBadge({ status: 'cancelled', productsOrdered: [item('cancelled')] })).toEqual({
      label: 'Cancelled',
      tone: 'neutral',
    });
  });
});
