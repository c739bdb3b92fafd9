// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { CartLine } from '#shared/contract/cart.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

beforeAll(() => import('./cart.tsx'));
setUpEachTest();

const line: CartLine = {
  orderItem_id: 1,
  quantity: 2,
  size: 'M',
  style: 'regular',
  price: 499,
  teeName: '',
  instiName: '',
  product: {
    product_id: 1,
    name: 'Quad Tee',
    details: 'Quad Tee',
    price: 499,
    style: 'regular',
    imageUrl: [],
    isInstibuzz: true,
    sizeQuantities: [{ size_id: 1, size: 'M', quantity: 50 }],
  },
};

/** The cart's lines and the coupon kept with it come from one products/getProductsInCart. */
describe('the cart page reads the cart once', () => {
  it('shows the lines and the kept coupon from one request, and keeps a new code in it', async () => {
    let kept = 'FRESHERS10';
    const api = fakeApi((path, init) => {
      if (path === 'products/getProductsInCart') {
        return Response.json({ status: 200, products: [line], couponCode: kept });
      }
      if (path === 'products/cart-coupon') {
        kept = (JSON.parse(String(init?.body)) as { couponCode: string }).couponCode;
        return Response.json({ status: 200, message: 'ok', couponCode: kept });
      }
      if (path === 'payment/quote') {
        const { couponCode } = JSON.parse(String(init?.body)) as { couponCode: string };
        return Response.json({
          status: 200,
          deliveryMethod: 'pickup',
          allowedMethods: ['pickup'],
          cashOnDeliveryAllowed: true,
          lines: [],
          totalMrp: 998,
          platformFee: 0,
          deliveryCharges: 0,
          totalAmount: 898,
          discount: 100,
          coupon: { code: couponCode, applied: true },
        });
      }
      return Response.json({ status: 200, products: [] });
    });
    renderRoute('/cart', {
      session: studentSession(),
      routes: [{ path: paths.cart, lazy: () => import('./cart.tsx'), HydrateFallback: () => null }],
    });
    expect(await screen.findByRole('heading', { name: 'Quad Tee' })).toBeTruthy();
    expect((await screen.findByText('FRESHERS10')).closest('p')?.textContent).toBe(
      'FRESHERS10 applied: you save ₹100',
    );
    const reads = () => api.posted.filter((p) => p.path === 'products/getProductsInCart').length;
    expect(reads()).toBe(1);

    // Removing the code keeps '' with the cart, in the same cache entry: no second read.
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon FRESHERS10' }));
    expect(await screen.findByRole('textbox', { name: /coupon/i })).toBeTruthy();
    expect(reads()).toBe(1);
  });
});
