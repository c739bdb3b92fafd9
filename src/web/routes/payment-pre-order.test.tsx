// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { QuoteReply } from '#shared/contract/payment.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

beforeAll(() => import('./payment.tsx'));
setUpEachTest();

/** A pickup quote for one pre-order of Fest Drop, which is paid online only. */
const quote: QuoteReply = {
  status: 200,
  deliveryMethod: 'pickup',
  allowedMethods: ['pickup', 'hostel', 'delivery'],
  cashOnDeliveryAllowed: false,
  cashOnDeliveryNote: 'Fest Tee is a pre-order in Fest Drop, which is paid online only.',
  lines: [
    {
      orderItem_id: 11,
      product_id: 7,
      name: 'Fest Tee',
      style: 'regular',
      imageUrl: '',
      size: 'M',
      quantity: 2,
      price: 499,
      lineTotal: 998,
      teeName: '',
      instiName: '',
      preOrder: { dropId: 3, dropName: 'Fest Drop', readyBy: '2026-12-08', cashAllowed: false },
    },
  ],
  totalMrp: 998,
  platformFee: 0,
  deliveryCharges: 0,
  totalAmount: 998,
};

describe('payment page with a pre-order', () => {
  it('labels the line with its drop and ready day, and offers no cash on delivery, saying why', async () => {
    fakeApi((path) =>
      path === 'payment/quote'
        ? Response.json(quote)
        : Response.json({ status: 200, products: [] }),
    );
    renderRoute('/payment?method=pickup', {
      session: studentSession(),
      routes: [
        { path: paths.payment, lazy: () => import('./payment.tsx'), HydrateFallback: () => null },
      ],
    });
    expect(await screen.findByText('Fest Tee')).toBeTruthy();
    expect(screen.getByText('Pre-order')).toBeTruthy();
    expect(screen.getByText(/^Fest Drop · Ready by/).textContent).toBe(
      'Fest Drop · Ready by Tuesday, 8 December · paid online only',
    );
    const cash = screen.getByRole('radio', { name: /^Cash on Delivery/ }) as HTMLInputElement;
    expect(cash.checked).toBe(false);
    expect(cash.disabled).toBe(true);
    expect(cash.closest('label')?.textContent).toContain(
      'Fest Tee is a pre-order in Fest Drop, which is paid online only.',
    );
    expect((screen.getByRole('radio', { name: /^Pay Online/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByRole('button', { name: 'PLACE ORDER' })).toBeNull();
    expect(screen.getByRole('button', { name: /^PAY/ })).toBeTruthy();
  });
});
