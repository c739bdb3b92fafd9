// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { IndividualOrderReply, Order, OrderItem } from '#shared/contract/orders.ts';
import { paths } from '#web/lib/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { testToken } from '#web/testing/test-tokens.ts';

beforeAll(() =>
  Promise.all([
    import('./profile-layout.tsx'),
    import('./my-orders.tsx'),
    import('./my-order.tsx'),
  ]),
);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const email = 'asha@example.com';
const session = { token: testToken({ email }), email, name: 'Asha Verma', phone: '9876543210' };
const MAY_12 = Date.UTC(2025, 4, 12, 6); // 12-05-2025 in India
const MAY_20 = Date.UTC(2025, 4, 20, 6);
const noAddress = { address1: '', address2: '', city: '', state: '', pinCode: '' };
const home = {
  address1: '12 Gandhi Road',
  address2: 'Adyar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pinCode: '600036',
};

function item(id: number, name: string, extra: Partial<OrderItem> = {}): OrderItem {
  return {
    orderItem_id: id,
    size: 'M',
    quantity: 1,
    price: 499,
    teeName: '',
    instiName: '',
    isDelivered: false,
    deliveredDate: null,
    deliveryAddresses: noAddress,
    product: { product_id: id, name, style: 'regular', imageUrl: [], isInstibuzz: true },
    ...extra,
  };
}

function order(id: number, date: number, items: OrderItem[], extra: Partial<Order> = {}): Order {
  return {
    order_id: id,
    date,
    subTotal: 499,
    deliveryCharges: 0,
    deliveryMethod: 'pickup',
    hostelAddress: '',
    deliveryAddresses: noAddress,
    user: { name: 'Asha Verma', phoneNumber: '9876543210', email },
    productsOrdered: items,
    ...extra,
  };
}

const older = order(
  11,
  MAY_12,
  [item(101, 'Green IIT M', { isDelivered: true, deliveredDate: MAY_20, quantity: 2 })],
  { transactionId: 'T2505121234', deliveryMethod: 'delivery', deliveryAddresses: home },
);
const newer = order(12, MAY_20, [
  item(102, 'Average IITian', { size: 'L' }),
  item(103, 'Boss Baby Hoodie', {
    product: { ...item(0, '').product, name: 'Boss Baby Hoodie', style: 'hoodie' },
  }),
]);

function detail(o: Order, it: OrderItem, extra: Partial<IndividualOrderReply['order']> = {}) {
  return {
    status: 200,
    order: {
      ...o,
      totalAmount: o.subTotal + o.deliveryCharges,
      paymentMethod: o.transactionId ? 'online' : 'cod',
      handoverCode: o.deliveryMethod === 'delivery' ? '' : '4821',
      ...extra,
    },
    orderItem: it,
  };
}

/** The API: orders (when `orders` settles) and order items by id; anything else 404s. */
function serve(orders: Promise<Order[]> | Order[], details: Record<number, object> = {}) {
  fakeApi(async (path) => {
    if (path === 'products/orders') {
      return Response.json({ status: 200, products: await orders });
    }
    const id = Number(/get-individual-order\/(\d+)$/.exec(path)?.[1]);
    if (details[id]) return Response.json(details[id]);
    if (id) {
      const failure = { status: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found' };
      return Response.json({ ...failure, error: 'Not Found' }, { status: 404 });
    }
    return Response.json({ status: 200, name: 'Asha Verma', email, phoneNumber: '9876543210' });
  });
}

const renderProfile = (url: string) =>
  renderRoute(url, {
    session,
    routes: {
      path: paths.profile,
      lazy: () => import('./profile-layout.tsx'),
      HydrateFallback: () => null,
      children: [
        { path: paths.myOrders, lazy: () => import('./my-orders.tsx') },
        { path: paths.myOrder.pattern, lazy: () => import('./my-order.tsx') },
      ],
    },
  }).router;

describe('my orders', () => {
  it('shows 7 placeholders, then a card per item, newest order first', async () => {
    let answer!: (orders: Order[]) => void;
    serve(new Promise<Order[]>((resolve) => (answer = resolve)), {
      102: detail(newer, newer.productsOrdered[0]!),
    });
    const router = renderProfile(paths.myOrders);
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    expect(screen.getAllByTestId('order-placeholder')).toHaveLength(7);

    answer([older, newer]);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Average IITian',
      'Boss Baby Hoodie',
      'Green IIT M',
    ]);
    expect(screen.queryAllByTestId('order-placeholder')).toHaveLength(0);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(first.textContent).toContain('Order Placed20-05-2025');
    expect(first.textContent).toContain('Regular T-ShirtSize L · Qty 1');
    expect(first.textContent).toContain('Order #12');
    expect(second.textContent).toContain('HoodieSize M · Qty 1');
    expect(third.textContent).toContain('Delivered12-05-2025');
    expect(third.textContent).toContain('Qty 2');
    expect(third.textContent).toContain('Transaction ID: T2505121234');

    fireEvent.click(within(first).getByRole('link', { name: 'Average IITian' }));
    // A navigation with a loader: allow for a busy machine.
    const heading = { level: 1, name: 'Order #12' } as const;
    expect(await screen.findByRole('heading', heading, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/my-orders/102');
  });

  it('invites a customer without orders to the shop', async () => {
    serve([]);
    renderProfile(paths.myOrders);
    expect(
      await screen.findByText('Seems like you are new here... Visit our shop page and order now!'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe(paths.shop);
  });
});

describe('order detail', () => {
  it('shows a pickup order still to collect with its handover code', async () => {
    const it = newer.productsOrdered[0]!;
    serve([], { 102: detail(newer, it) });
    renderProfile(paths.myOrder(102));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #12' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Average IITian' })).toBeTruthy();
    const code = screen.getByRole('region', { name: 'Handover code' });
    expect(code.textContent).toContain('4821');
    expect(code.textContent).toContain('Show this code when you collect your order');

    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order Placed (done)20-05-2025',
      'Delivered (pending)Pending',
    ]);
    expect(
      screen.getByText('You will be notified when your order is ready for pickup.'),
    ).toBeTruthy();
    expect(screen.getByText(/Collect it from the pickup point at/).textContent).toContain(
      'Saraswathi Hostel',
    );
    expect(screen.getByText('Cash on delivery')).toBeTruthy();
    expect(screen.getByText('Order total').nextElementSibling?.textContent).toBe('₹499');
  });

  it('shows a delivered home order with its true dates and how it was paid', async () => {
    const it = older.productsOrdered[0]!;
    serve([], { 101: detail(older, it, { deliveryCharges: 99, totalAmount: 1097 }) });
    renderProfile(paths.myOrder(101));
    await screen.findByRole('heading', { level: 1, name: 'Order #11' });
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      'Order Placed (done)12-05-2025',
      'Delivered (done)20-05-2025',
    ]);
    expect(screen.getByText('Your Order is delivered Successfully!')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Handover code' })).toBeNull();
    expect(screen.getByText('12 Gandhi Road')).toBeTruthy();
    expect(screen.getByText('Paid online · T2505121234')).toBeTruthy();
    expect(screen.getByText('Order total').nextElementSibling?.textContent).toBe('₹1,097');
  });

  it('says "Order not found" for an order that is not there, with a way back', async () => {
    serve([]);
    renderProfile(paths.myOrder(999));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to My Orders' }).getAttribute('href')).toBe(
      paths.myOrders,
    );
    cleanup();

    renderProfile('/profile/my-orders/not-a-number');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });
});
