// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { QuoteReply } from '#shared/contract/payment.ts';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { applySettings } from '#web/lib/settings/settings.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { wireOrder } from '#web/testing/order-fixtures.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

beforeAll(() => import('./payment.tsx'));
beforeEach(() => sessionStorage.clear());
setUpEachTest();

const session = studentSession();

/** Figures no client rule would produce, so the page can only have them from the quote. */
function quote(method: DeliveryMethod): QuoteReply {
  const deliveryCharges = { pickup: 0, hostel: 23, delivery: 101 }[method];
  return {
    status: 200,
    deliveryMethod: method,
    allowedMethods: ['pickup', 'hostel', 'delivery'],
    cashOnDeliveryAllowed: method === 'pickup',
    lines: [
      {
        orderItem_id: 11,
        product_id: 7,
        name: 'Average IITian',
        style: 'regular',
        imageUrl: '/images/a.webp',
        size: 'M',
        quantity: 2,
        price: 617.25,
        lineTotal: 1234.5,
        teeName: '',
        instiName: '',
      },
    ],
    totalMrp: 1234.5,
    platformFee: 0,
    deliveryCharges,
    totalAmount: 1234.5 + deliveryCharges,
  };
}

interface Api {
  confirms: Record<string, unknown>[];
  starts: Record<string, unknown>[];
  /** How payment/confirm answers (status and body). */
  confirm: () => Promise<Response>;
  quote: (method: DeliveryMethod) => Response;
}

function serve(overrides: Partial<Api> = {}): Api {
  const api: Api = {
    confirms: [],
    starts: [],
    confirm: async () => Response.json({ status: 200, message: 'Order placed', order_id: 42 }),
    quote: (method) => Response.json(quote(method)),
    ...overrides,
  };
  const address = { id: 5, address1: '12 Gandhi Road', address2: 'Adyar', city: 'Chennai' };
  fakeApi((path, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    if (path === 'payment/quote') return api.quote(body.deliveryMethod as DeliveryMethod);
    if (path === 'payment/order') {
      api.starts.push(body);
      return Response.json({ status: 200, link: 'https://pay.example/p/1', message: 'Go' });
    }
    if (path === 'payment/confirm') {
      api.confirms.push(body);
      return api.confirm();
    }
    if (path === 'products/my-order' && body.orderId === 42) {
      return Response.json({ status: 200, order: wireOrder({ order_id: 42 }) });
    }
    if (path === 'auth/get-user-addresses') {
      return Response.json([{ ...address, state: 'Tamil Nadu', pinCode: '600036' }]);
    }
    return Response.json({ status: 200, products: [] });
  });
  return api;
}

const stub = (path: string, text: string) => ({ path, element: <p>{text}</p> });
const renderPayment = (url: string) =>
  renderRoute(url, {
    session,
    routes: [
      { path: paths.payment, lazy: () => import('./payment.tsx'), HydrateFallback: () => null },
      stub(paths.myOrders, 'My orders page'),
      stub(paths.thankYou.pattern, 'Thank-you page'),
      stub(paths.cart, 'Cart page'),
      stub(paths.address, 'Address page'),
    ],
  }).router;

const amountOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const radio = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

describe('payment page', () => {
  it("shows the server's quote and offers cash on delivery for pickup", async () => {
    serve();
    renderPayment('/payment?method=pickup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    expect(screen.getByText('Average IITian')).toBeTruthy();
    expect(screen.getByText('Size M · Qty 2')).toBeTruthy();
    expect(amountOf('Total MRP')).toBe('₹1,234.50');
    expect(amountOf('Platform Fee')).toBe('FREE');
    expect(amountOf('Delivery Charges')).toBe('FREE');
    expect(amountOf('Total Amount')).toBe('₹1,234.50');
    expect((radio('Cash on Delivery') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'PLACE ORDER' })).toBeTruthy();
    expect(screen.getByText('Pickup from Saraswathi Hostel')).toBeTruthy();
  });

  it('disables cash on delivery for hostel and home delivery, where PAY starts the online payment once', async () => {
    const api = serve();
    renderPayment('/payment?method=hostel&hostel=Ganga');
    await screen.findByRole('heading', { level: 1, name: 'Payment' });
    expect(amountOf('Delivery Charges')).toBe('₹23');
    expect(amountOf('Total Amount')).toBe('₹1,257.50');
    expect(screen.getByText('Ganga')).toBeTruthy();
    expect((radio('Cash on Delivery') as HTMLInputElement).disabled).toBe(true);
    expect((radio('Pay Online') as HTMLInputElement).checked).toBe(true);
    const payButton = screen.getByRole('button', { name: /^PAY/ }) as HTMLButtonElement;
    expect(payButton.textContent).toContain('₹1,257.50');
    fireEvent.click(payButton);
    fireEvent.click(payButton);
    await waitFor(() => expect(api.starts).toHaveLength(1));
    expect(api.starts[0]).toMatchObject({ deliveryMethod: 'hostel', hostel: 'Ganga' });
    expect(String(api.starts[0]!.checkoutKey)).toMatch(/^[\w-]{8,}$/);
    // Busy: it ignores presses and keeps the keyboard's focus (aria-disabled, not disabled).
    await waitFor(() => expect(payButton.getAttribute('aria-disabled')).toBe('true'));
    cleanup();

    serve();
    renderPayment('/payment?method=delivery&address=5');
    await screen.findByText('12 Gandhi Road');
    expect(amountOf('Total Amount')).toBe('₹1,335.50');
    expect((radio('Cash on Delivery') as HTMLInputElement).disabled).toBe(true);
  });

  it('places the order once however often PLACE ORDER is pressed, then thanks for it', async () => {
    let answer!: (r: Response) => void;
    const api = serve({ confirm: () => new Promise<Response>((resolve) => (answer = resolve)) });
    const toast = vi.spyOn(notify, 'success');
    const router = renderPayment('/payment?method=pickup');
    const button = await screen.findByRole('button', { name: 'PLACE ORDER' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    fireEvent.click(button);
    expect(api.confirms).toEqual([
      { deliveryMethod: 'pickup', checkoutKey: expect.stringMatching(/^[\w-]{8,64}$/) },
    ]);

    answer(Response.json({ status: 200, message: 'Order placed', order_id: 42 }));
    expect(await screen.findByText('Thank-you page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/thank-you/7KQ4-M9X2');
    expect(toast).toHaveBeenCalledWith('Your order is Placed Successfully');
    expect(api.confirms).toHaveLength(1);
  });

  it('shows why an order was refused, stays, and retries with the same checkout key', async () => {
    const refusal = 'Average IITian in size M is sold out.';
    const api = serve({
      confirm: async () =>
        Response.json(
          { status: 404, code: 'OUT_OF_STOCK', message: refusal, error: 'Conflict' },
          { status: 409 },
        ),
    });
    const router = renderPayment('/payment?method=pickup');
    fireEvent.click(await screen.findByRole('button', { name: 'PLACE ORDER' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(router.state.location.pathname).toBe(paths.payment);

    fireEvent.click(screen.getByRole('button', { name: 'PLACE ORDER' }));
    await waitFor(() => expect(api.confirms).toHaveLength(2));
    expect(api.confirms[1]?.checkoutKey).toBe(api.confirms[0]?.checkoutKey);
  });

  it('sends a missing or stale choice back to the step that asks for it', async () => {
    serve();
    let router = renderPayment('/payment');
    await screen.findByText('Cart page');
    cleanup();

    router = renderPayment('/payment?method=hostel');
    await screen.findByText('Cart page');
    cleanup();

    router = renderPayment('/payment?method=delivery&address=99');
    await screen.findByText('Address page');
    expect(router.state.location.search).toBe('?method=delivery');
    cleanup();

    // An empty cart (the order was placed, then Back): its quote has no lines.
    serve({ quote: (method) => Response.json({ ...quote(method), lines: [], totalMrp: 0 }) });
    renderPayment('/payment?method=pickup');
    await screen.findByText('Cart page');
  });

  it('with online payment off, offers only cash on delivery, and a hostel link goes back to the cart', async () => {
    applySettings({ onlinePayment: false });
    try {
      const api = serve({
        quote: (method) => Response.json({ ...quote(method), allowedMethods: ['pickup'] }),
      });
      renderPayment('/payment?method=pickup');
      await screen.findByRole('heading', { level: 1, name: 'Payment' });
      expect((radio('Pay Online') as HTMLInputElement).disabled).toBe(true);
      expect(screen.getByText('Online payment is off right now')).toBeTruthy();
      expect((radio('Cash on Delivery') as HTMLInputElement).checked).toBe(true);
      expect(screen.queryByRole('button', { name: /^PAY/ })).toBeNull();
      cleanup();

      const alert = vi.spyOn(notify, 'error');
      renderPayment('/payment?method=hostel&hostel=Ganga');
      await screen.findByText('Cart page');
      expect(alert).toHaveBeenCalledWith(
        'Online payment is off right now, so only pickup with Cash on Delivery is available.',
      );
      expect(api.starts).toEqual([]);
    } finally {
      applySettings({ onlinePayment: true });
    }
  });
});
