import { describe, expect, it } from 'vitest';
import { checkoutTarget, readCheckoutChoice } from './checkout-choice.ts';

describe('checkout choice', () => {
  it('sends pickup and hostel to /payment, home delivery to /address', () => {
    expect(checkoutTarget({ deliveryMethod: 'pickup', hostel: 'ignored' })).toEqual({
      to: '/payment?method=pickup',
      state: { deliveryMethod: 'pickup', hostel: '' },
    });
    expect(checkoutTarget({ deliveryMethod: 'hostel', hostel: ' Ganga & Co ' }).to).toBe(
      '/payment?method=hostel&hostel=Ganga+%26+Co',
    );
    expect(checkoutTarget({ deliveryMethod: 'delivery', hostel: '' }).to).toBe(
      '/address?method=delivery',
    );
  });

  it('reads the state first, else the URL, and refuses what is incomplete', () => {
    const target = checkoutTarget({ deliveryMethod: 'hostel', hostel: 'Ganga & Co' });
    const search = target.to.slice(target.to.indexOf('?'));
    expect(readCheckoutChoice({ search, state: null })).toEqual(target.state);
    expect(readCheckoutChoice({ search: '', state: target.state })).toEqual(target.state);
    expect(readCheckoutChoice({ search, state: { deliveryMethod: 'pickup', hostel: '' } })).toEqual(
      { deliveryMethod: 'pickup', hostel: '' },
    );
    expect(readCheckoutChoice({ search: '?method=hostel' })).toBeNull();
    expect(readCheckoutChoice({ search: '?method=drone' })).toBeNull();
    expect(readCheckoutChoice({ search: '' })).toBeNull();
  });

  it('carries a coupon code in capitals, and drops one that is not a code', () => {
    const target = checkoutTarget({ deliveryMethod: 'pickup', hostel: '', couponCode: 'CLUB10' });
    expect(target.to).toBe('/payment?method=pickup&coupon=CLUB10');
    expect(readCheckoutChoice({ search: '?method=pickup&coupon=club10' })).toEqual({
      deliveryMethod: 'pickup',
      hostel: '',
      couponCode: 'CLUB10',
    });
    expect(readCheckoutChoice({ search: '?method=pickup&coupon=%3Cb%3Ex' })).toEqual({
      deliveryMethod: 'pickup',
      hostel: '',
    });
  });
});
