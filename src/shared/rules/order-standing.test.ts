import { describe, expect, it } from 'vitest';
import { orderStanding, standingText, type StandingItem } from './order-standing.ts';

const tee = (state: StandingItem['state'], size = 'M'): StandingItem => ({
  name: 'Quad Tee',
  size,
  quantity: 1,
  state,
});

describe('where an order stands', () => {
  it('reads Cancelled when every item is, never Delivered', () => {
    expect(orderStanding([tee('cancelled'), tee('cancelled', 'L')])).toEqual({
      status: 'cancelled',
      label: 'Cancelled',
      detail: '',
    });
  });

  it('reads Delivered or To deliver without cancelled items', () => {
    expect(orderStanding([tee('delivered')]).label).toBe('Delivered');
    expect(orderStanding([tee('delivered'), tee('open', 'L')]).label).toBe('To deliver');
  });

  it('says what a partly cancelled order lost and what remains', () => {
    const s = orderStanding([tee('cancelled'), { ...tee('delivered', 'L'), quantity: 2 }]);
    expect(s).toEqual({
      status: 'partlyCancelled',
      label: 'Partly cancelled',
      detail: 'Cancelled: 1 × Quad Tee (M). Remains: 2 × Quad Tee (L), delivered.',
    });
    expect(standingText(s)).toBe(
      'Partly cancelled. Cancelled: 1 × Quad Tee (M). Remains: 2 × Quad Tee (L), delivered.',
    );
  });
});
