// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Product } from '#shared/contract/catalog.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { testProduct } from '#web/testing/test-products.ts';

// Load the route modules once up front, so the first test does not wait for their transform.
beforeAll(() => Promise.all([import('./root-layout.tsx'), import('./product.tsx')]));
setUpEachTest({ jsdomGaps: true });

const failure = (code: string, message: string) =>
  Response.json({ status: 404, code, message, error: message }, { status: 404 });

/** The product's details; `formerSlugs` are old links the server knows for it. */
function serve(product: Product | null, formerSlugs: string[] = []) {
  return fakeApi((path, init) => {
    if (path.includes('/former-slug/')) {
      const { slug } = JSON.parse(String(init?.body)) as { slug: string };
      return product && formerSlugs.includes(slug)
        ? Response.json({ status: 200, path: '/products/average-iitian-black-tee/7' })
        : failure('PRODUCT_NOT_FOUND', 'Product not found');
    }
    return product
      ? Response.json({ status: 200, ...product })
      : Response.json(
          {
            status: 404,
            code: 'PRODUCT_NOT_FOUND',
            message: 'Product not found',
            error: 'Product not found',
          },
          { status: 404 },
        );
  }).fetch;
}

const notFound = "We couldn't find that product";

const soldOut = testProduct({
  sizeQuantities: [
    { size_id: 1, size: 'S', quantity: 0 },
    { size_id: 2, size: 'M', quantity: 0 },
  ],
});

describe('product page', () => {
  it('shows OUT OF STOCK, disabled, when every size is 0', async () => {
    const fetchMock = serve(soldOut);
    renderRoute('/products/average-iitian-black-tee/7');
    const button = await screen.findByRole('button', { name: 'OUT OF STOCK' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Average IITian Tee' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login to Proceed' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/products/get-product-details/7',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('offers a logged-out visitor ADD TO CART when the product is in stock', async () => {
    serve(testProduct());
    renderRoute('/products/average-iitian-black-tee/7');
    expect(await screen.findByRole('button', { name: 'ADD TO CART' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login to Proceed' })).toBeNull();
    expect(screen.getByText('MRP inclusive of all taxes')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Size chart/ })).toBeTruthy();
  });

  it("moves a mistyped slug to the product's address", async () => {
    serve(testProduct(), ['average-iitian-blak-tee']);
    const { router } = renderRoute('/products/average-iitian-blak-tee/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Average IITian Tee' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/average-iitian-black-tee/7');
  });

  it('takes an old link (the details changed since) to the product as it is now', async () => {
    serve(testProduct(), ['average-iitian-white-tee']);
    const { router } = renderRoute('/products/average-iitian-white-tee/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Average IITian Tee' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products/average-iitian-black-tee/7');
  });

  it('sends an unknown product to /productNotFound', async () => {
    serve(null);
    renderRoute('/products/anything/999');
    expect(await screen.findByRole('heading', { level: 1, name: notFound })).toBeTruthy();
  });

  it("says a link-only drop's product opens with its link, and opens it with the link's key", async () => {
    const linkOnly = 'This drop is open to those with its link.';
    const fetch = fakeApi((path) =>
      path.startsWith('products/get-product-details/7?key=')
        ? Response.json({ status: 200, ...testProduct() })
        : path.startsWith('products/get-product-details/')
          ? failure('DROP_LINK_ONLY', linkOnly)
          : Response.json({ status: 200, drop: null, serverNow: Date.now() }),
    ).fetch;
    const { router } = renderRoute('/products/average-iitian-black-tee/7');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'This drop is open to those with its link',
      }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe('?link');
    expect(screen.queryByRole('button', { name: 'ADD TO CART' })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => url).join()).not.toContain('former-slug');
    cleanup();

    // The organiser's link carries the drop's secret: the page sends it and shows the product.
    window.history.replaceState(null, '', '/products/average-iitian-black-tee/7?key=s3cret');
    try {
      renderRoute('/products/average-iitian-black-tee/7?key=s3cret');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Average IITian Tee' }),
      ).toBeTruthy();
      expect(fetch.mock.calls.map(([url]) => url)).toContain(
        '/api/v1/products/get-product-details/7?key=s3cret',
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
