// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderRoute } from '#web/testing/render-route.tsx';
import { testProduct } from '#web/testing/test-products.ts';

// Load the route modules once up front, so the first test does not wait for their transform.
beforeAll(() => Promise.all([import('./root-layout.tsx'), import('./shop.tsx')]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderShop = () => renderRoute('/shop');

describe('shop page', () => {
  it('shows 11 placeholders while the products load, then the cards with their count', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderShop();

    await screen.findByRole('heading', { name: 'Our Products' });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(11);
    expect(screen.getByRole('status').textContent).toBe('Loading products');

    // The API client loads on first use, so the request may start a moment after the render.
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    answer(
      Response.json([
        testProduct(),
        testProduct({
          product_id: 8,
          name: 'Take Lite Hoodie',
          details: 'Take Lite',
          style: 'hoodie',
        }),
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Take Lite Hoodie' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Products (2)' })).toBeTruthy();
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { status: 404, code: 'BAD_REQUEST', message: 'Nope', error: 'Nope' },
          { status: 400 },
        ),
      ),
    );
    renderShop();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Nope');
  });
});
