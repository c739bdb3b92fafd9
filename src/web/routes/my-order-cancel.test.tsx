// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderView } from '#shared/contract/my-orders.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { wireOrder, wireOrderItem } from '#web/testing/order-fixtures.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

/** docs/product.md#cancelling-an-order on the student's order page. */

beforeAll(() => Promise.all([import('./profile-layout.tsx'), import('./my-order.tsx')]));
setUpEachTest();

const email = 'asha@example.com';
const session = studentSession(email);
const NOV_26 = Date.UTC(2026, 10, 26, 6);

/** Answers products/my-order with `order` (then `after` once a cancel was sent). */
function serve(order: OrderView, after?: OrderView, refusal?: string) {
  const cancels: unknown[] = [];
  fakeApi(async (path, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (path === 'products/cancel-order') {
      cancels.push(body);
      if (refusal) {
        return Response.json(
          { status: 404, code: 'CANCEL_NOT_ALLOWED', message: refusal, error: refusal },
          { status: 409 },
        );
      }
      return Response.json({
        status: 200,
        message: 'Order 7KQ4-M9X2 is cancelled. There is nothing to pay for it.',
        alreadyCancelled: false,
        cancelled: 2,
        refunded: 0,
      });
    }
    if (path === 'products/my-order') {
      return Response.json({ status: 200, order: cancels.length && after ? after : order });
    }
    return Response.json({ status: 200, name: 'Asha Verma', email, phoneNumber: '9876543210' });
  });
  return cancels;
}

const renderOrder = () =>
  renderRoute(paths.myOrder('7KQ4-M9X2'), {
    session,
    routes: [
      {
        path: paths.profile,
        lazy: () => import('./profile-layout.tsx'),
        HydrateFallback: () => null,
        children: [{ path: paths.myOrder.pattern, lazy: () => import('./my-order.tsx') }],
      },
    ],
  });

const twoItems = [
  wireOrderItem(102, 'Average IITian', { step: 'placed' }),
  wireOrderItem(103, 'Quad Tee', { size: 'L', step: 'placed' }),
];

describe('cancelling on the order page', () => {
  it('offers Cancel order and each item, asks first, then shows the order cancelled', async () => {
    const cancelledItems = twoItems.map((i) => ({
      ...i,
      step: 'cancelled' as const,
      cancelled: { at: NOV_26, by: 'student' as const, reason: 'Wrong size' },
    }));
    const cancels = serve(
      wireOrder({ productsOrdered: twoItems }),
      wireOrder({ status: 'cancelled', productsOrdered: cancelledItems, refunds: [] }),
    );
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(screen.getByRole('button', { name: 'Cancel Quad Tee, size L' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('It was not paid for yet, so there is nothing to pay.');
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling? (optional)'), {
      target: { value: 'Wrong size' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancels).toEqual([{ orderNumber: '7KQ4-M9X2', reason: 'Wrong size' }]);
    expect(
      await screen.findByText('This order is cancelled: nothing of it will be packed or sent.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Cancelled on 26 Nov (by you)')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('hides Cancel for a pre-order whose drop closed, as the server says, and tells why', async () => {
    const closedAt = Date.UTC(2026, 11, 14, 13, 0); // 14 Dec, 18:30 in India
    serve(
      wireOrder({
        productsOrdered: [
          { ...twoItems[0]!, cancellable: false, cancelUntil: closedAt },
          { ...twoItems[1]!, cancellable: true },
        ],
      }),
    );
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(
      screen.getByText(
        'Pre-orders can be cancelled until the drop closes; it closed on 14 Dec, 18:30.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Average IITian, size M' })).toBeNull();
    // The other item may still go.
    expect(screen.getByRole('button', { name: 'Cancel Quad Tee, size L' })).toBeTruthy();
  });

  it('shows a refusal in the dialog, and no buttons once packed', async () => {
    serve(
      wireOrder({ productsOrdered: twoItems }),
      undefined,
      'Average IITian (size M) is already packed, so it can no longer be cancelled. Nothing was changed.',
    );
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Average IITian, size M' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel item' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/is already packed/);
  });

  it('shows the shop’s reason, the refunds and what the order costs now', async () => {
    const items = [
      wireOrderItem(102, 'Average IITian', {
        step: 'cancelled',
        cancelled: { at: NOV_26, by: 'admin', reason: 'This print ran out' },
      }),
      wireOrderItem(103, 'Quad Tee', { size: 'L', step: 'packed' }),
    ];
    serve(
      wireOrder({
        paymentMethod: 'online',
        productsOrdered: items,
        refunds: [
          {
            orderItem_id: 102,
            amount: 499,
            state: 'completed',
            reason: 'cancelled',
            started: NOV_26,
            settled: NOV_26 + 86_400_000,
          },
        ],
      }),
    );
    renderOrder();
    expect(
      await screen.findByText('Cancelled on 26 Nov (by the shop: This print ran out)'),
    ).toBeTruthy();
    expect(screen.getByText('Refunded ₹499 on 27 Nov')).toBeTruthy();
    expect(screen.getByText('You pay now').nextElementSibling?.textContent).toBe('₹499');
    // Packed: nothing left to cancel here.
    expect(screen.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  });
});
