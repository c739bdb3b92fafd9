// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '#web/testing/fake-api.ts';
import { api, ApiError } from './api-client.ts';
import { setSession } from '#web/lib/session/session.ts';

const product = {
  product_id: 1,
  name: 'Tee',
  details: 'Tee',
  description: '',
  price: 499,
  style: 'regular',
  imageUrl: [],
  sizeQuantities: [],
  tags: [],
  isInstibuzz: true,
};

const reply = (body: unknown, status = 200) => fakeApi(() => Response.json(body, { status })).fetch;

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('reads the public catalogue with GET and no token', async () => {
    setSession({ token: 'tok', email: 'a@b.c', name: 'A', phone: '1' });
    const fetchMock = reply({ status: 200, ...product });
    const details = await api('products/get-product-details/:id', {
      method: 'GET',
      params: { id: 1 },
    });
    expect(details.name).toBe('Tee');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/products/get-product-details/1');
    expect(init?.method).toBe('GET');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('posts JSON with the bearer token to user endpoints', async () => {
    setSession({ token: 'tok', email: 'a@b.c', name: 'A', phone: '1' });
    const fetchMock = reply({ status: 200, message: 'Added to cart' });
    const body = { email: 'a@b.c', productId: 1, quantity: 1, selectedSize: 'M' };
    await api('products/addToCart', { body: { ...body, teeName: '', instiName: '' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(init?.body))).toMatchObject(body);
  });

  it('throws ApiError with the failure body', async () => {
    reply({ status: 404, code: 'OUT_OF_STOCK', message: 'Not enough stock', error: 'x' }, 409);
    const err = await api('products/get-product').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Not enough stock',
      httpStatus: 409,
    });
  });

  it('treats a 200 with status 404 as a failure, and a network error as NETWORK', async () => {
    reply({ status: 404, code: 'NOT_FOUND', message: 'Gone', error: 'Gone' });
    await expect(api('products/get-product')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    fakeApi(() => {
      throw new TypeError('offline');
    });
    await expect(api('products/get-product')).rejects.toMatchObject({
      code: 'NETWORK',
      httpStatus: 0,
    });
  });

  it('sends the token on POST even for calls that accept GET', async () => {
    setSession({ token: 'tok', email: 'a@b.c', name: 'A', phone: '1' });
    const fetchMock = reply([product]);
    await api('products/get-product');
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });
});
