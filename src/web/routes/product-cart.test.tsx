// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Product } from '#shared/contract/catalog.ts';
import { testProduct } from '#web/features/catalog/test-products.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { setSession } from '#web/lib/session.ts';
import { notify } from '#web/lib/toast.ts';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => import('./product.tsx'));
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
  queryClient.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A JWT-shaped token whose payload the page reads (the signature is the server's business). */
function token(claims: object) {
  const part = btoa(JSON.stringify(claims)).replace(/=+$/, '');
  return `e30.${part}.sig`;
}

function signIn(role = 'customer') {
  const email = 'asha@example.com';
  setSession({ token: token({ email, role }), email, name: 'Asha', phone: '9876543210' });
}

/** The API as the page sees it; returns the bodies posted to addToCart. */
function serve(product: Product) {
  const added: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('get-product-details')) return Response.json({ status: 200, ...product });
      if (url.endsWith('/addToCart')) {
        added.push(JSON.parse(String(init?.body)));
        return Response.json({ status: 200, message: 'Added to cart' });
      }
      return Response.json({ status: 200, products: [] });
    }),
  );
  return added;
}

function renderProduct(product: Product) {
  const router = createMemoryRouter(
    [{ path: '/products/:slug/:productId', lazy: () => import('./product.tsx') }],
    { initialEntries: [`/products/average-iitian-black-tee/${product.product_id}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('product page actions', () => {
  it('needs a size, adds one piece, then offers GO TO CART for that size', async () => {
    signIn();
    const added = serve(testProduct());
    const toast = vi.spyOn(notify, 'success');
    renderProduct(testProduct());
    fireEvent.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Select a size')).toBeTruthy();
    expect(added).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /^S\b/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    const goToCart = await screen.findByRole('link', { name: 'GO TO CART' });
    expect(goToCart.getAttribute('href')).toBe('/cart');
    expect(toast).toHaveBeenCalledWith('Added to cart', expect.anything());
    expect(added).toEqual([expect.objectContaining({ productId: 7, selectedSize: 'S' })]);

    // Another size can still be added.
    fireEvent.click(screen.getByRole('radio', { name: /^L\b/ }));
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Update product' })).toBeNull();
  });

  it('asks club tees for the names on the tee first', async () => {
    signIn();
    const club = testProduct({ isInstibuzz: false, style: 'sponsered' });
    const added = serve(club);
    renderProduct(club);
    fireEvent.click(await screen.findByRole('radio', { name: /^S\b/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));

    const dialog = await screen.findByRole('dialog', { name: 'Name on Tee' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ADD TO CART' }));
    expect(await within(dialog).findByText('Enter Name')).toBeTruthy();
    expect(within(dialog).getByText('Enter Institution Name')).toBeTruthy();
    expect(added).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name on the tee'), {
      target: { value: 'Asha' },
    });
    fireEvent.change(within(dialog).getByLabelText('Institution name'), {
      target: { value: 'IIT Madras' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByRole('link', { name: 'GO TO CART' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(added).toEqual([
      expect.objectContaining({ selectedSize: 'S', teeName: 'Asha', instiName: 'IIT Madras' }),
    ]);
  });

  it('shows the admin the Update product link', async () => {
    signIn('admin');
    serve(testProduct());
    renderProduct(testProduct());
    const link = await screen.findByRole('link', { name: 'Update product' });
    expect(link.getAttribute('href')).toBe('/updateProduct/7');
  });
});
