// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '#web/testing/fake-api.ts';
import { wireOrderItem } from '#web/testing/order-fixtures.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { adminSession } from '#web/testing/test-sessions.ts';

setUpEachTest({ jsdomGaps: true });

const session = adminSession();
const noAddress = { address1: '', address2: '', city: '', state: '', pinCode: '' };
const cancelled = { at: Date.UTC(2026, 10, 21, 5), by: 'admin' as const, reason: 'Out of print' };

/** An order as products/allOrders answers it, with its items. */
function order(id: number, orderNumber: string, items: ReturnType<typeof item>[]) {
  return {
    order_id: id,
    orderNumber,
    date: Date.UTC(2026, 10, 20, 6),
    subTotal: 998,
    deliveryCharges: 0,
    deliveryMethod: 'pickup',
    hostelAddress: '',
    deliveryAddresses: noAddress,
    user: { name: 'Asha Verma', phoneNumber: '9876543210', email: 'asha@campus.example' },
    productsOrdered: items,
    version: 2,
    totalAmount: 998,
    paymentMethod: 'cod',
    hasHandoverCode: true,
    invoiceNumber: '2026-27/000007',
  };
}

function item(id: number, name: string, size: string, extra: Record<string, unknown> = {}) {
  return {
    ...wireOrderItem(id, name, { size }),
    step: 'placed',
    steps: [{ step: 'placed', at: Date.UTC(2026, 10, 20, 6), by: '' }],
    deliveredBy: '',
    deliveryCheck: null,
    deliveryNote: '',
    ...extra,
  };
}

/** docs/product.md#admin: the admin's list names orders as their students do. */
describe('All orders', { timeout: 45_000 }, () => {
  it('names each order by its number and reads Cancelled or Partly cancelled, never Delivered', async () => {
    fakeApi((path) => {
      if (path === 'products/allOrders') {
        return Response.json({
          status: 200,
          products: [
            order(7, 'SWY7-TXKF', [item(70, 'Quad Tee', 'M', { step: 'cancelled', cancelled })]),
            order(8, 'H2QX-9RMB', [
              item(80, 'Quad Tee', 'M', { step: 'cancelled', cancelled }),
              item(81, 'Night Hoodie', 'L'),
            ]),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        });
      }
      return Response.json(
        { status: 404, code: 'NOT_FOUND', message: 'x', error: 'x' },
        { status: 404 },
      );
    });
    renderRoute('/allOrders', { session });

    const whole = await screen.findByRole(
      'article',
      { name: 'Order SWY7-TXKF from Asha Verma' },
      { timeout: 40_000 },
    );
    const header = whole.querySelector('header')!.textContent;
    expect(header).toContain('Order SWY7-TXKF');
    expect(header).toContain('Cancelled');
    expect(within(whole).queryByText('Delivered')).toBeNull();
    expect(within(whole).getByRole('link', { name: 'Open order SWY7-TXKF' })).toBeTruthy();
    expect(within(whole).getByRole('button', { name: 'Invoice of order SWY7-TXKF' })).toBeTruthy();
    expect(within(whole).getByRole('checkbox', { name: 'Select order SWY7-TXKF' })).toBeTruthy();

    const part = screen.getByRole('article', { name: 'Order H2QX-9RMB from Asha Verma' });
    expect(part.querySelector('header')!.textContent).toContain('Partly cancelled');
    expect(
      within(part).getByText(
        'Cancelled: 1 × Quad Tee (M). Remains: 1 × Night Hoodie (L), to deliver.',
      ),
    ).toBeTruthy();
    // The row id is shown nowhere.
    expect(document.body.textContent).not.toMatch(/#[78]\b/);
    expect(screen.getByRole('combobox', { name: /delivery status/i })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Cancelled' })).toBeTruthy();
  });

  it('lists the orders of each size on the pick list by number', async () => {
    fakeApi((path) =>
      path === 'admin/pick-list'
        ? Response.json({
            status: 200,
            groups: [
              {
                product_id: 1,
                name: 'Quad Tee',
                style: 'regular',
                isInstibuzz: true,
                quantity: 2,
                sizes: [
                  {
                    size: 'M',
                    quantity: 2,
                    names: [],
                    orderIds: [7, 8],
                    orderNumbers: ['SWY7-TXKF', 'H2QX-9RMB'],
                  },
                ],
              },
            ],
            totalItems: 2,
            generatedAt: Date.UTC(2026, 10, 21, 5),
            orders: [],
          })
        : Response.json({ status: 200 }),
    );
    renderRoute('/pickList', { session });
    expect(await screen.findByText('SWY7-TXKF, H2QX-9RMB', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByText(/#7/)).toBeNull();
  });
});
