// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { api } from './api-client.ts';
import { getToken, setSession } from '#web/lib/session/session.ts';

// Vitest runs from the project's root.
const earlyScript = readFileSync('public/early-data.js', 'utf8');
const cart = { status: 200, products: [] };

/** Runs public/early-data.js as the page's head would, with `data-calls` (and more attributes). */
function runEarlyScript(calls: string, attrs: Record<string, string> = {}) {
  const el = document.createElement('script');
  el.setAttribute('data-calls', calls);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { value: el, configurable: true });
  new Function(earlyScript)();
}

function replies(...bodies: { body: unknown; status?: number }[]) {
  return fakeApi(() => {
    const next = bodies.shift() ?? { body: cart };
    return Response.json(next.body, { status: next.status ?? 200 });
  }).fetch;
}

beforeEach(() => {
  localStorage.clear();
  window.__earlyReplies = undefined;
  setSession({ token: 'tok', email: 'a@b.c', name: 'A', phone: '1' });
});
afterEach(() => vi.unstubAllGlobals());

describe('early replies of a signed-in page', () => {
  it('the app takes the reply the page asked for early, once, instead of asking again', async () => {
    const fetchMock = replies({ body: { status: 200, products: [{ orderItem_id: 7 }] } });
    runEarlyScript('products/getProductsInCart');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/products/getProductsInCart');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(init?.body).toBe(JSON.stringify({ email: 'a@b.c' }));

    const first = await api('products/getProductsInCart', { body: { email: 'a@b.c' } });
    expect(first.products).toEqual([{ orderItem_id: 7 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await api('products/getProductsInCart', { body: { email: 'a@b.c' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks again when the session or the body changed since the page asked', async () => {
    const fetchMock = replies();
    runEarlyScript('products/getProductsInCart products/orders');
    setSession({ token: 'other', email: 'a@b.c', name: 'A', phone: '1' });
    await api('products/getProductsInCart', { body: { email: 'a@b.c' } });
    await api('products/orders', { body: { email: 'x@y.z' } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('leaves a failed early call to the app, which handles it as usual (expired session)', async () => {
    const expired = { status: 404, code: 'TOKEN_EXPIRED', message: 'Please log in again.' };
    const fetchMock = replies({ body: expired, status: 401 }, { body: expired, status: 401 });
    runEarlyScript('products/getProductsInCart');
    await expect(
      api('products/getProductsInCart', { body: { email: 'a@b.c' } }),
    ).rejects.toMatchObject({ httpStatus: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getToken()).toBeNull();
  });

  it("asks an order page's order by the number in its address, which the app then takes", async () => {
    const order = { status: 200, order: { orderNumber: '7KQ4-M9X2' } };
    const fetchMock = replies({ body: { status: 200, name: 'A' } }, { body: order });
    runEarlyScript('auth/get-user-details', {
      'data-order-calls': 'products/my-order',
      'data-order-number': '7KQ4-M9X2',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(JSON.stringify({ orderNumber: '7KQ4-M9X2' }));

    const reply = await api('products/my-order', { body: { orderNumber: '7KQ4-M9X2' } });
    expect(reply).toEqual(order);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('once the page has loaded, asks for the session cookie with the stored token, after the page', () => {
    const fetchMock = replies();
    setSession({ token: 'before-cookie', email: 'a@b.c', name: 'A', phone: '1' });
    runEarlyScript('products/getProductsInCart');
    const cookieAsks = () =>
      fetchMock.mock.calls.filter(
        ([url, init]) =>
          url === '/api/v1/auth/session-cookie' &&
          (init?.headers as Record<string, string>).Authorization === 'Bearer before-cookie',
      );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(cookieAsks()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(cookieAsks()).toHaveLength(1);
    expect(cookieAsks()[0]![1]).toMatchObject({ method: 'POST', body: '{}' });
  });

  it('asks no order call when the page gave no order number', () => {
    const fetchMock = replies();
    runEarlyScript('', { 'data-order-calls': 'products/my-order' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks nothing without a session, and ignores a call name that is not an API path', () => {
    const fetchMock = replies();
    runEarlyScript('../admin/x');
    localStorage.clear();
    runEarlyScript('products/getProductsInCart');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
