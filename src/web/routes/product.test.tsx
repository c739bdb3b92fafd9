// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '#web/lib/query-client.ts';
import { testProduct } from '#web/features/catalog/test-products.ts';
import type { Product } from '#shared/contract/catalog.ts';

// jsdom lacks the observers and media queries the carousel uses.
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// Load the route module once up front, so the first test does not wait for its transform.
beforeAll(() => import('./product.tsx'));

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    matches: false,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve(product: Product | null) {
  const fetchMock = vi.fn(async (_url: string) =>
    product
      ? Response.json({ status: 200, ...product })
      : Response.json(
          {
            status: 404,
            code: 'PRODUCT_NOT_FOUND',
            message: 'Product not found',
            error: 'Product not found',
          },
          { status: 404 },
        ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/products/:slug/:productId', lazy: () => import('./product.tsx') },
      { path: '/productNotFound', element: <h1>Not found page</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const soldOut = testProduct({
  sizeQuantities: [
    { size_id: 1, size: 'S', quantity: 0 },
    { size_id: 2, size: 'M', quantity: 0 },
  ],
});

describe('product page', () => {
  it('shows OUT OF STOCK, disabled, when every size is 0', async () => {
    const fetchMock = serve(soldOut);
    renderAt('/products/average-iitian-black-tee/7');
    const button = await screen.findByRole('button', { name: 'OUT OF STOCK' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Average IITian Tee' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login to Proceed' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/products/get-product-details/7',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('asks a logged-out visitor to log in when the product is in stock', async () => {
    serve(testProduct());
    renderAt('/products/average-iitian-black-tee/7');
    const login = await screen.findByRole('link', { name: 'Login to Proceed' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(screen.getByText('MRP inclusive of all taxes')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Size chart/ })).toBeTruthy();
  });

  it('sends a wrong slug to /productNotFound', async () => {
    serve(testProduct());
    const router = renderAt('/products/some-other-name/7');
    expect(await screen.findByText('Not found page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/productNotFound');
  });

  it('sends an unknown product to /productNotFound', async () => {
    serve(null);
    renderAt('/products/anything/999');
    expect(await screen.findByText('Not found page')).toBeTruthy();
  });
});
