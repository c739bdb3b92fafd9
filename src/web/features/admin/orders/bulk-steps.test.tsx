// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '#web/testing/fake-api.ts';
import { wireOrderItem } from '#web/testing/order-fixtures.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { adminSession } from '#web/testing/test-sessions.ts';
import { notify } from '#web/lib/toast/toast.ts';

setUpEachTest({ jsdomGaps: true });

const email = 'admin@campus.example';
const session = adminSession(email);
const noAddress = { address1: '', address2: '', city: '', state: '', pinCode: '' };

function order(id: number, deliveryMethod: string, version: number, step = 'packed') {
  return {
    order_id: id,
    orderNumber: `7KQ4-M9X${id}`,
    date: Date.UTC(2026, 10, 20, 6),
    subTotal: 499,
    deliveryCharges: 0,
    deliveryMethod,
    hostelAddress: deliveryMethod === 'hostel' ? 'Godavari Hostel' : '',
    deliveryAddresses: noAddress,
    user: { name: `Student ${id}`, phoneNumber: '9876543210', email: `s${id}@campus.example` },
    productsOrdered: [
      {
        ...wireOrderItem(id * 10, 'Quad Tee'),
        product: {
          product_id: 1,
          name: 'Quad Tee',
          style: 'regular',
          imageUrl: [],
          isInstibuzz: true,
        },
        step,
        steps: [
          { step: 'placed', at: Date.UTC(2026, 10, 20, 6), by: '' },
          { step: 'packed', at: Date.UTC(2026, 10, 20, 8), by: email },
        ],
        deliveredBy: '',
        deliveryCheck: null,
        deliveryNote: '',
      },
    ],
    version,
    totalAmount: 499,
    paymentMethod: 'cod',
    hasHandoverCode: deliveryMethod !== 'delivery',
  };
}

/** docs/product.md#order-steps: the bulk steps on All orders. */
describe('bulk steps on All orders', { timeout: 20_000 }, () => {
  it('offers only the steps that fit every selected order, and sends the versions it showed', async () => {
    const refused =
      'Order 7KQ4-M9X7 changed since the page loaded (7KQ4-M9X7 now Ready for pickup by boss@campus.example). Nothing was changed: check the latest state and try again.';
    const api = fakeApi((path) => {
      if (path === 'products/allOrders') {
        return Response.json({
          status: 200,
          products: [order(7, 'pickup', 3), order(8, 'hostel', 1)],
          total: 2,
          page: 1,
          pageSize: 25,
        });
      }
      if (path === 'admin/orders/step') {
        return Response.json(
          { status: 404, code: 'ORDER_CHANGED', message: refused, error: refused },
          { status: 409 },
        );
      }
      return Response.json(
        { status: 404, code: 'NOT_FOUND', message: 'x', error: 'x' },
        { status: 404 },
      );
    });
    const toastError = vi.spyOn(notify, 'error');
    renderRoute('/allOrders', { session });

    const pickupBox = await screen.findByRole(
      'checkbox',
      { name: 'Select order 7KQ4-M9X7' },
      { timeout: 15_000 },
    );
    expect(screen.getAllByText('Packed')).toHaveLength(2); // each item's step
    fireEvent.click(pickupBox);
    const bar = screen.getByRole('group', { name: 'Move orders to a step' });
    expect(within(bar).getByText('1 order selected')).toBeTruthy();
    expect(within(bar).getByRole('button', { name: 'Mark ready for pickup' })).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: 'Mark out for delivery' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order 7KQ4-M9X8' }));
    expect(within(bar).getByText('2 orders selected')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: 'Mark ready for pickup' })).toBeNull();
    expect(within(bar).getByText(/choose one kind to mark them ready/)).toBeTruthy();

    fireEvent.click(within(bar).getByRole('button', { name: 'Mark packed' }));
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledWith(refused));
    expect(api.posted.find((p) => p.path === 'admin/orders/step')?.body).toEqual({
      step: 'packed',
      orders: [
        { order_id: 7, version: 3 },
        { order_id: 8, version: 1 },
      ],
    });
    // The list is asked for again, to show the latest state.
    await vi.waitFor(() =>
      expect(api.posted.filter((p) => p.path === 'products/allOrders').length).toBeGreaterThan(1),
    );
  });

  it('marks out-for-delivery orders delivered, each with its code, and keeps a refused one', async () => {
    const wrong = "That code is not this order's. Check the 4 digits on the student's order page.";
    const api = fakeApi((path) => {
      if (path === 'products/allOrders') {
        return Response.json({
          status: 200,
          products: [
            order(8, 'hostel', 2, 'out_for_delivery'),
            order(9, 'delivery', 2, 'out_for_delivery'),
          ],
          total: 2,
          page: 1,
          pageSize: 25,
        });
      }
      if (path === 'admin/orders/step') {
        return Response.json({
          status: 200,
          message: `1 order (1 item) marked delivered. The students get an e-mail. Not delivered: #8: ${wrong}`,
          moved: 1,
          unchanged: [],
          refused: [{ order_id: 8, code: 'HANDOVER_CODE_WRONG', message: wrong }],
          orders: [],
        });
      }
      return Response.json(
        { status: 404, code: 'NOT_FOUND', message: 'x', error: 'x' },
        { status: 404 },
      );
    });
    const toastSuccess = vi.spyOn(notify, 'success');
    renderRoute('/allOrders', { session });

    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select order 7KQ4-M9X8' }, { timeout: 15_000 }),
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order 7KQ4-M9X9' }));
    // Each filter's first option says what it leaves unfiltered.
    const firstOption = (label: string) =>
      (screen.getByLabelText(label) as HTMLSelectElement).options[0]?.textContent;
    expect(firstOption('Delivery Status')).toBe('All statuses');
    expect(firstOption('Products')).toBe('All products');
    const bar = screen.getByRole('group', { name: 'Move orders to a step' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark delivered' }));

    const dialog = await screen.findByRole('dialog', { name: 'Mark 2 orders delivered?' });
    expect(within(dialog).getByText('No handover code needed.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Handover code for order 7KQ4-M9X8'), {
      target: { value: '12 34' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark delivered' }));

    await vi.waitFor(() =>
      expect(toastSuccess).toHaveBeenCalledWith(
        '1 order (1 item) marked delivered. The students get an e-mail.',
      ),
    );
    expect(api.posted.find((p) => p.path === 'admin/orders/step')?.body).toEqual({
      step: 'delivered',
      orders: [
        { order_id: 8, version: 2, handoverCode: '1234', reason: '' },
        { order_id: 9, version: 2, reason: '' },
      ],
    });
    // Only the refused order is left, with why and the code as typed.
    const left = await screen.findByRole('dialog', { name: 'Mark 1 order delivered?' });
    expect(within(left).getByText(wrong)).toBeTruthy();
    expect(
      (within(left).getByLabelText('Handover code for order 7KQ4-M9X8') as HTMLInputElement).value,
    ).toBe('12 34');
  });
});
