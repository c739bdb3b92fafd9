// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { OrderView } from '#shared/contract/my-orders.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { wireOrder, wireOrderItem } from '#web/testing/order-fixtures.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

beforeAll(() =>
  Promise.all([
    import('./profile-layout.tsx'),
    import('./my-orders.tsx'),
    import('./my-order.tsx'),
    import('./thank-you.tsx'),
  ]),
);
setUpEachTest();

const email = 'asha@example.com';
const session = studentSession(email);
const MAY_12 = Date.UTC(2025, 4, 12, 6); // 12-05-2025 in India
const MAY_20 = Date.UTC(2025, 4, 20, 6);
const home = {
  address1: '12 Gandhi Road',
  address2: 'Adyar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pinCode: '600036',
};

const older = wireOrder({
  orderNumber: 'HU22-MQ57',
  order_id: 11,
  date: MAY_12,
  status: 'delivered',
  paymentMethod: 'online',
  transactionId: 'T2505121234567890ABCDEF',
  deliveryMethod: 'delivery',
  deliveryAddresses: home,
  deliveryCharges: 99,
  handoverCode: '',
  readyBy: '2025-05-26',
  productsOrdered: [
    wireOrderItem(101, 'Club Hoodie', {
      quantity: 2,
      isDelivered: true,
      deliveredDate: MAY_20,
      teeName: 'ASHA',
      instiName: 'IITM',
    }),
  ],
});
const newer = wireOrder({
  productsOrdered: [
    wireOrderItem(102, 'Average IITian', { size: 'L' }),
    wireOrderItem(103, 'Boss Baby Hoodie', {
      product: { ...wireOrderItem(0, '').product, name: 'Boss Baby Hoodie', style: 'hoodie' },
    }),
  ],
});

/** The API: the list (when `list` settles) and single orders by number, id or item id. */
function serve(list: Promise<OrderView[]> | OrderView[], known: OrderView[] = []) {
  const lookups: unknown[] = [];
  fakeApi(async (path, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (path === 'products/my-orders') return Response.json({ status: 200, orders: await list });
    if (path === 'products/my-order') {
      lookups.push(body);
      const order = known.find(
        (o) =>
          o.orderNumber === body.orderNumber ||
          o.order_id === body.orderId ||
          o.productsOrdered.some((i) => i.orderItem_id === body.orderItemId),
      );
      if (order) return Response.json({ status: 200, order });
      const failure = { status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' };
      return Response.json({ ...failure, error: 'Order not found' }, { status: 404 });
    }
    return Response.json({ status: 200, name: 'Asha Verma', email, phoneNumber: '9876543210' });
  });
  return lookups;
}

const renderProfile = (url: string) =>
  renderRoute(url, {
    session,
    routes: [
      {
        path: paths.profile,
        lazy: () => import('./profile-layout.tsx'),
        HydrateFallback: () => null,
        children: [
          { path: paths.myOrders, lazy: () => import('./my-orders.tsx') },
          { path: paths.myOrder.pattern, lazy: () => import('./my-order.tsx') },
        ],
      },
      { path: paths.thankYou.pattern, lazy: () => import('./thank-you.tsx') },
    ],
  }).router;

describe('my orders', () => {
  it('shows placeholders, then one card per order, newest first, with all it needs', async () => {
    let answer!: (orders: OrderView[]) => void;
    serve(new Promise<OrderView[]>((resolve) => (answer = resolve)), [newer]);
    const router = renderProfile(paths.myOrders);
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    expect(screen.getAllByTestId('order-placeholder').length).toBeGreaterThan(0);

    answer([older, newer]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Order 7KQ4-M9X2',
      'Order HU22-MQ57',
    ]);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Placed on 20-05-2025');
    expect(first.textContent).toContain('Order Placed');
    expect(first.textContent).toContain('Average IITian');
    expect(first.textContent).toContain('Size L · Qty 1');
    expect(first.textContent).toContain('Boss Baby Hoodie');
    expect(first.textContent).toContain('Cash on Delivery');
    expect(first.textContent).toContain('Ready for pickup by Friday, 23 May');
    expect(first.textContent).toContain('Handover code 4821');
    expect(first.textContent).not.toContain('Order #');
    expect(second.textContent).toContain('Delivered');
    expect(second.textContent).toContain('Name on tee: ASHA · IITM');
    expect(second.textContent).toContain('Paid online · Transaction ID T2505121234567890ABCDEF');
    expect(second.textContent).not.toContain('Handover code');
    expect(second.textContent).not.toContain('Delivered by');

    fireEvent.click(within(first).getByRole('link', { name: 'Order 7KQ4-M9X2' }));
    const heading = { level: 1, name: 'Order 7KQ4-M9X2' } as const;
    expect(await screen.findByRole('heading', heading, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/my-orders/7KQ4-M9X2');
  });

  it('invites a student without orders to the shop', async () => {
    serve([]);
    renderProfile(paths.myOrders);
    expect(
      await screen.findByText('Seems like you are new here... Visit our shop page and order now!'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe(paths.shop);
  });
});

describe('order page', () => {
  it('shows every item with its own status, the code, ready-by day, totals and payment', async () => {
    serve([], [newer]);
    renderProfile(paths.myOrder('7KQ4-M9X2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' })).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Items (2)' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Average IITian'),
      expect.stringContaining('Boss Baby Hoodie'),
    ]);
    expect(items[0]!.textContent).toContain('Order Placed');
    expect(screen.getByRole('region', { name: 'Handover code' }).textContent).toContain('4821');
    expect(screen.getByText('Ready for pickup by').textContent).toBe(
      'Ready for pickup by Friday, 23 May',
    );
    expect(screen.getByText(/Collect it from the pickup point at/).textContent).toContain(
      'Saraswathi Hostel',
    );
    expect(screen.getByText('Items (2)', { selector: 'dt' })).toBeTruthy();
    expect(screen.getByText('Order total').nextElementSibling?.textContent).toBe('₹998');
  });

  it('shows a delivered home order with its address and online payment', async () => {
    serve([], [older]);
    renderProfile(paths.myOrder('hu22mq57'));
    await screen.findByRole('heading', { level: 1, name: 'Order HU22-MQ57' });
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    // Delivered before items had steps (docs/product.md#order-steps): the steps between are
    // done, without a time.
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order Placed (done)12-05-2025, 11:30',
      'Packed (done)',
      'Out for delivery (done)',
      'Delivered (done)20-05-2025, 11:30',
    ]);
    expect(screen.queryByRole('region', { name: 'Handover code' })).toBeNull();
    expect(screen.getByText('12 Gandhi Road')).toBeTruthy();
    expect(screen.getByText('Order total').nextElementSibling?.textContent).toBe('₹1,097');
  });

  it('takes an old per-item link on to its order', async () => {
    const lookups = serve([], [newer]);
    const router = renderProfile(paths.myOrder(103));
    await screen.findByRole('heading', { level: 1, name: 'Order 7KQ4-M9X2' });
    expect(router.state.location.pathname).toBe('/profile/my-orders/7KQ4-M9X2');
    expect(lookups).toContainEqual({ orderItemId: 103 });
  });

  it('says "Order not found" for a missing or malformed order, with a way back', async () => {
    serve([], [newer]);
    renderProfile(paths.myOrder('ZZZZ-ZZZZ'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe(
      paths.myOrders,
    );
    cleanup();
    for (const url of [paths.myOrder(999), '/profile/my-orders/not-an-order']) {
      renderProfile(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Order not found' }),
      ).toBeTruthy();
      cleanup();
    }
  });
});

describe('thank-you page', () => {
  it('shows the number, by when, what happens next, the items, total and the way on', async () => {
    serve([], [newer]);
    renderProfile(paths.thankYou('7KQ4-M9X2'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you! Your order is placed' }),
    ).toBeTruthy();
    expect(screen.getByText('7KQ4-M9X2')).toBeTruthy();
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next.textContent).toContain('Ready for pickup by Friday, 23 May');
    expect(next.textContent).toContain('Saraswathi Hostel');
    expect(screen.getByRole('region', { name: 'Handover code' }).textContent).toContain('4821');
    expect(screen.getByRole('region', { name: 'Your order' }).textContent).toContain('₹998');
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      '/profile/my-orders/7KQ4-M9X2',
    );
  });
});
