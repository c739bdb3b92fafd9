// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderView } from '#shared/contract/my-orders.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { wireOrder, wireOrderItem } from '#web/testing/order-fixtures.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

/** docs/product.md#credit-notes and #order-page: a cancelled order's money and tax documents. */

beforeAll(() => Promise.all([import('./profile-layout.tsx'), import('./my-order.tsx')]));
setUpEachTest();

const email = 'asha@example.com';
const NOV_26 = Date.UTC(2026, 10, 26, 6);
const cancelled = { at: NOV_26, by: 'student' as const, reason: '' };

function serve(order: OrderView) {
  return fakeApi(async (path) => {
    if (path === 'products/my-order') return Response.json({ status: 200, order });
    if (path.endsWith('.pdf')) {
      return new Response(new Blob(['%PDF-1.3']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="credit-note-CN-2026-27-00001.pdf"',
        },
      });
    }
    return Response.json({ status: 200, name: 'Asha Verma', email, phoneNumber: '9876543210' });
  });
}

const renderOrder = () =>
  renderRoute(paths.myOrder('7KQ4-M9X2'), {
    session: studentSession(email),
    routes: [
      {
        path: paths.profile,
        lazy: () => import('./profile-layout.tsx'),
        HydrateFallback: () => null,
        children: [{ path: paths.myOrder.pattern, lazy: () => import('./my-order.tsx') }],
      },
    ],
  });

/** An online hostel order of one ₹499 tee and ₹19 delivery, cancelled whole and refunded. */
const cancelledOnline = (state: 'pending' | 'completed') =>
  wireOrder({
    status: 'cancelled',
    paymentMethod: 'online',
    deliveryMethod: 'hostel',
    hostelAddress: 'Godavari',
    deliveryCharges: 19,
    invoiceNumber: '2026-27/000042',
    productsOrdered: [wireOrderItem(102, 'Quad Tee', { step: 'cancelled', cancelled })],
    refunds: [
      {
        orderItem_id: 102,
        amount: 499,
        state,
        reason: 'cancelled',
        started: NOV_26,
        settled: null,
      },
      {
        orderItem_id: null,
        amount: 19,
        state,
        reason: 'cancelled',
        started: NOV_26,
        settled: null,
      },
    ],
    creditNotes: [{ id: 7, number: 'CN/2026-27/00001', issued: NOV_26, amount: 518 }],
  });

describe('a cancelled order’s payment panel', () => {
  it('reads what was refunded, not "You pay now ₹0", and offers the credit note beside the invoice', async () => {
    const api = serve(cancelledOnline('completed'));
    // What the browser does with the file: kept, not followed (jsdom has no downloads).
    URL.createObjectURL = () => 'blob:pdf';
    URL.revokeObjectURL = () => undefined;
    const saved = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(screen.queryByText('You pay now')).toBeNull();
    expect(screen.getByText('Refunded').nextElementSibling?.textContent).toBe('₹518');
    // The invoice stays, named as issued; the credit note is beside it.
    expect(screen.getByText('Tax invoice 2026-27/000042, as issued')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download invoice' })).toBeTruthy();
    expect(screen.getByText('Credit note CN/2026-27/00001 · ₹518 credited on 26 Nov')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download credit note CN/2026-27/00001' }));
    await waitFor(() =>
      expect(api.posted.map((p) => p.path)).toContain('orders/12/credit-notes/7.pdf'),
    );
    const [, init] = api.fetch.mock.calls.find(([url]) => url.endsWith('.pdf'))!;
    expect(new Headers(init?.headers).get('Authorization')).toMatch(/^Bearer /);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
  });

  it('says a refund is under way until the gateway completes it, and a cash order has nothing to pay', async () => {
    serve(cancelledOnline('pending'));
    const first = renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(screen.getByText('Refund under way').nextElementSibling?.textContent).toBe('₹518');
    first.unmount();

    serve(
      wireOrder({
        status: 'cancelled',
        invoiceNumber: '2026-27/000043',
        productsOrdered: [wireOrderItem(103, 'Quad Tee', { step: 'cancelled', cancelled })],
        creditNotes: [{ id: 8, number: 'CN/2026-27/00002', issued: NOV_26, amount: 499 }],
      }),
    );
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(screen.getByText('Nothing to pay')).toBeTruthy();
    expect(screen.queryByText('To pay now')).toBeNull();
    expect(screen.getByText('Credit note CN/2026-27/00002 · ₹499 credited on 26 Nov')).toBeTruthy();
  });

  it('names the invoice plainly while nothing is cancelled', async () => {
    serve(wireOrder({ invoiceNumber: '2026-27/000044' }));
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(screen.getByText('Tax invoice 2026-27/000044')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download credit note/ })).toBeNull();
  });
});
