// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { adminSession } from '#web/testing/test-sessions.ts';

setUpEachTest({ jsdomGaps: true });

const admin = adminSession();
const noAddress = { address1: '', address2: '', city: '', state: '', pinCode: '' };
const placedAt = Date.UTC(2026, 10, 20, 6, 0);

const line = (id: number, quantity: number, extra: Record<string, unknown> = {}) => ({
  orderItem_id: id,
  size: 'L',
  quantity,
  price: 299,
  teeName: '',
  instiName: '',
  isDelivered: false,
  deliveredDate: null,
  deliveryAddresses: noAddress,
  deliveredBy: '',
  deliveryCheck: null,
  deliveryNote: '',
  step: 'placed',
  steps: [{ step: 'placed', at: placedAt, by: '' }],
  product: { product_id: 3, name: 'Day Tee', style: 'regular', imageUrl: [], isInstibuzz: true },
  ...extra,
});

/** A cash pickup order of one line of 2 pieces; after the cancel, 1 kept and 1 cancelled. */
const orderReply = (cut: boolean) => ({
  status: 200,
  payment: null,
  order: {
    order_id: 7,
    orderNumber: '7KQ4-M9X7',
    date: placedAt,
    subTotal: 598,
    deliveryCharges: 0,
    totalAmount: 598,
    deliveryMethod: 'pickup',
    hostelAddress: '',
    deliveryAddresses: noAddress,
    paymentMethod: 'cod',
    hasHandoverCode: true,
    cashReceivedDate: null,
    cashReceivedBy: '',
    version: cut ? 2 : 1,
    user: { name: 'Asha Verma', phoneNumber: '9876543210', email: 'asha@campus.example' },
    productsOrdered: cut
      ? [
          line(70, 1),
          line(71, 1, {
            step: 'cancelled',
            steps: [
              { step: 'placed', at: placedAt, by: '' },
              { step: 'cancelled', at: placedAt + 3_600_000, by: admin.email },
            ],
            cancelled: {
              at: placedAt + 3_600_000,
              by: 'admin',
              reason: 'Misprint',
              ofPieces: 2,
              fromItem: 70,
            },
          }),
        ]
      : [line(70, 2)],
  },
});

/** docs/product.md#cancelling-an-order: the admin cancels 1 of a line's 2 pieces. */
describe('cancelling some pieces of a line', { timeout: 20_000 }, () => {
  it('asks how many pieces, says the money for those only, and shows what was cut and what is kept', async () => {
    let cut = false;
    const api = fakeApi((path) => {
      if (path === 'admin/order') return Response.json(orderReply(cut));
      if (path === 'admin/orders/cancel-item') {
        cut = true;
        return Response.json({
          status: 200,
          message: 'Cancelled 1 of 2 pieces of Day Tee (size L) of order #7.',
          alreadyCancelled: false,
          cancelled: 1,
          refunded: 0,
          order: { order_id: 7, version: 2, items: [] },
        });
      }
      return Response.json({ status: 200 });
    });
    renderRoute('/allOrders/7', { session: admin });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cancel item' }, { timeout: 15_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    expect(within(dialog).getByText(/Cash on Delivery: ₹598 less to collect\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Pieces to cancel'), {
      target: { value: '1' },
    });
    expect(
      within(dialog).getByText(/1 of 2 pieces are cancelled; the rest stay ordered\./),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Cash on Delivery: ₹299 less to collect\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Misprint' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel item' }));

    await vi.waitFor(() =>
      expect(api.posted.find((p) => p.path === 'admin/orders/cancel-item')?.body).toEqual({
        orderItem_id: 70,
        version: 1,
        reason: 'Misprint',
        quantity: 1,
      }),
    );
    expect(await screen.findByText('1 kept of 2; 1 cancelled')).toBeTruthy();
    expect(screen.getByText('1 of 2 pieces cancelled, 1 kept on the line')).toBeTruthy();
  });
});
