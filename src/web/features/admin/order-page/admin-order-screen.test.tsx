// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { creditNotePath } from '#shared/contract/endpoint.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { adminSession } from '#web/testing/test-sessions.ts';

setUpEachTest({ jsdomGaps: true });

const admin = adminSession();
const noAddress = { address1: '', address2: '', city: '', state: '', pinCode: '' };

/** A cash pickup order as admin/order answers it; `cash` when its cash was received. */
const cashOrder = (cash: number | null) => ({
  status: 200,
  payment: null,
  order: {
    order_id: 7,
    orderNumber: 'SWY7-TXKF',
    date: Date.UTC(2026, 10, 20, 6, 0),
    subTotal: 598,
    deliveryCharges: 0,
    totalAmount: 598,
    deliveryMethod: 'pickup',
    hostelAddress: '',
    deliveryAddresses: noAddress,
    paymentMethod: 'cod',
    hasHandoverCode: true,
    cashReceivedDate: cash,
    cashReceivedBy: cash ? 'admin@campus.example' : '',
    user: { name: 'Asha Verma', phoneNumber: '9876543210', email: 'asha@campus.example' },
    productsOrdered: [
      {
        orderItem_id: 70,
        size: 'L',
        quantity: 2,
        price: 299,
        teeName: '',
        instiName: '',
        isDelivered: false,
        deliveredDate: null,
        deliveryAddresses: noAddress,
        deliveredBy: '',
        deliveryCheck: null,
        deliveryNote: '',
        product: {
          product_id: 3,
          name: 'Day Tee',
          style: 'regular',
          imageUrl: [],
          isInstibuzz: true,
        },
      },
    ],
  },
});

describe("the admin's order page", { timeout: 20_000 }, () => {
  it('records a cash order’s money after a confirmation and shows who and when', async () => {
    let received: number | null = null;
    const api = fakeApi((path) => {
      if (path === 'admin/order') return Response.json(cashOrder(received));
      if (path === 'admin/cash-received') {
        received = Date.UTC(2026, 10, 21, 5, 30);
        return Response.json({
          status: 200,
          message: 'Cash received recorded.',
          alreadyRecorded: false,
          cashReceivedDate: received,
          cashReceivedBy: admin.email,
        });
      }
      return Response.json({ status: 200 });
    });
    renderRoute('/allOrders/7', { session: admin });
    const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
    // The number the student reads, never the row id.
    expect(screen.getByRole('heading', { level: 1, name: 'Order SWY7-TXKF' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('#7');
    expect(within(payment).getByText(/Cash to collect/)).toBeTruthy();
    expect(screen.getByText('Not delivered yet')).toBeTruthy();

    fireEvent.click(within(payment).getByRole('button', { name: 'Cash received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cash received?' });
    expect(api.posted.filter((c) => c.path === 'admin/cash-received')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record cash received' }));

    expect(await within(payment).findByText(/by admin@campus\.example/)).toBeTruthy();
    expect(within(payment).queryByRole('button', { name: 'Cash received' })).toBeNull();
    expect(api.posted.filter((c) => c.path === 'admin/cash-received')).toEqual([
      { path: 'admin/cash-received', body: { order_id: 7 } },
    ]);
  });

  it('shows the coupon and its saving, and the tax invoice', async () => {
    const withCoupon = cashOrder(null);
    Object.assign(withCoupon.order, {
      subTotal: 598,
      discount: 59.8,
      couponCode: 'FRESHERS10',
      totalAmount: 538.2,
      invoiceNumber: '2026-27/000042',
    });
    fakeApi((path) =>
      path === 'admin/order' ? Response.json(withCoupon) : Response.json({ status: 200 }),
    );
    renderRoute('/allOrders/7', { session: admin });
    const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
    expect(within(payment).getByText('Coupon FRESHERS10').nextSibling?.textContent).toMatch(
      /^−₹59\.80$/,
    );
    expect(within(payment).getByText('Tax invoice 2026-27/000042')).toBeTruthy();
    expect(
      within(payment).getByRole('button', { name: 'Invoice of order SWY7-TXKF' }),
    ).toBeTruthy();
  });

  it('says when there is no such order', async () => {
    fakeApi(() =>
      Response.json(
        { status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found', error: 'x' },
        { status: 404 },
      ),
    );
    renderRoute('/allOrders/99', { session: admin });
    expect(
      await screen.findByText('There is no such order.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  const cancelledItem = (id: number, name: string, size: string) => ({
    ...cashOrder(null).order.productsOrdered[0]!,
    orderItem_id: id,
    size,
    quantity: 1,
    product: { ...cashOrder(null).order.productsOrdered[0]!.product, name },
    step: 'cancelled',
    cancelled: { at: Date.UTC(2026, 10, 21, 5), by: 'student', reason: '' },
  });

  it('reads Cancelled for an order whose every item is cancelled, never Delivered', async () => {
    const reply = cashOrder(null);
    reply.order.productsOrdered = [cancelledItem(70, 'Day Tee', 'L')];
    fakeApi((path) =>
      path === 'admin/order' ? Response.json(reply) : Response.json({ status: 200 }),
    );
    renderRoute('/allOrders/7', { session: admin });
    const customer = await screen.findByRole(
      'region',
      { name: 'Customer and delivery' },
      { timeout: 15_000 },
    );
    expect(within(customer).getByText('Cancelled')).toBeTruthy();
    expect(within(customer).queryByText('Delivered')).toBeNull();
  });

  it('says what a partly cancelled order lost and what remains', async () => {
    const reply = cashOrder(null);
    reply.order.productsOrdered = [
      cancelledItem(70, 'Day Tee', 'L'),
      { ...reply.order.productsOrdered[0]!, orderItem_id: 71, quantity: 1, size: 'M' },
    ];
    fakeApi((path) =>
      path === 'admin/order' ? Response.json(reply) : Response.json({ status: 200 }),
    );
    renderRoute('/allOrders/7', { session: admin });
    const customer = await screen.findByRole(
      'region',
      { name: 'Customer and delivery' },
      { timeout: 15_000 },
    );
    expect(within(customer).getByText('Partly cancelled')).toBeTruthy();
    expect(
      within(customer).getByText(
        'Cancelled: 1 × Day Tee (L). Remains: 1 × Day Tee (M), to deliver.',
      ),
    ).toBeTruthy();
  });

  it('offers the credit note of a cancelled invoiced order for download', async () => {
    const reply = {
      ...cashOrder(null),
      creditNotes: [
        { id: 3, number: 'CN/2026-27/00001', issued: Date.UTC(2026, 10, 21, 5), amount: 598 },
      ],
    };
    reply.order.productsOrdered = [cancelledItem(70, 'Day Tee', 'L')];
    Object.assign(reply.order, { invoiceNumber: '2026-27/000042' });
    const pdf = new Response(new Blob(['%PDF']), {
      headers: { 'content-disposition': 'attachment; filename="CN-2026-27-00001.pdf"' },
    });
    const api = fakeApi((path) =>
      path === 'admin/order'
        ? Response.json(reply)
        : path.includes('credit-note')
          ? pdf
          : Response.json({ status: 200 }),
    );
    // jsdom has no object URLs and no navigation: the download is seen as the link clicked.
    Object.assign(URL, { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => {} });
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute('/allOrders/7', { session: admin });
    const payment = await screen.findByRole('region', { name: 'Payment' }, { timeout: 15_000 });
    expect(within(payment).getByText(/Credit note CN\/2026-27\/00001/).textContent).toBe(
      'Credit note CN/2026-27/00001 · ₹598 credited',
    );
    fireEvent.click(within(payment).getByRole('button', { name: 'Credit note CN/2026-27/00001' }));
    await waitFor(() =>
      expect(api.fetch.mock.calls.map(([url]) => String(url))).toContain(creditNotePath(7, 3)),
    );
    await waitFor(() => expect(saved).toHaveBeenCalled());
    saved.mockRestore();
  });

  it('shows who takes a home delivery, and their mobile', async () => {
    const reply = cashOrder(null);
    Object.assign(reply.order, {
      deliveryMethod: 'delivery',
      paymentMethod: 'online',
      deliveryAddresses: {
        address1: '4 Lake Road',
        address2: 'Adyar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pinCode: '600020',
      },
      recipient: { name: 'Ravi Rao', phoneNumber: '9876543210' },
    });
    fakeApi((path) =>
      path === 'admin/order' ? Response.json(reply) : Response.json({ status: 200 }),
    );
    renderRoute('/allOrders/7', { session: admin });
    const customer = await screen.findByRole(
      'region',
      { name: 'Customer and delivery' },
      { timeout: 15_000 },
    );
    expect(within(customer).getByText('Ravi Rao')).toBeTruthy();
    expect(
      within(customer).getAllByRole('link', { name: '9876543210' }).at(-1)?.getAttribute('href'),
    ).toBe('tel:9876543210');
  });
});
