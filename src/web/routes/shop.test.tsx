// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { testProduct } from '#web/testing/test-products.ts';

// These tests count the catalogue's calls; the drops strip asks for its own (drop-buy.test.tsx
// and the drops e2e spec cover it).
vi.mock('#web/features/drops/lazy-drops-strip.tsx', () => ({ LazyDropsStrip: () => null }));

// Load the route modules once up front, so the first test does not wait for their transform.
beforeAll(() => Promise.all([import('./root-layout.tsx'), import('./shop.tsx')]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderShop = () => renderRoute('/shop');
/** vi.waitFor with the 5 s Testing Library is given here: navigations are slow on a busy machine. */
const settled = <T,>(check: () => T) => vi.waitFor(check, { timeout: 5000 });

describe('shop page', () => {
  it('shows 11 placeholders while the products load, then the cards with their count', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = fakeApi(() => new Promise<Response>((resolve) => (answer = resolve))).fetch;
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
    fakeApi(() =>
      Response.json(
        { status: 404, code: 'BAD_REQUEST', message: 'Nope', error: 'Nope' },
        { status: 400 },
      ),
    );
    renderShop();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Nope');
  });

  /** Products `from` down to `to` (newest first), named by number. */
  const numbered = (from: number, to: number) =>
    Array.from({ length: from - to + 1 }, (_, i) =>
      testProduct({ product_id: from - i, name: `Tee ${from - i}`, details: `Tee ${from - i}` }),
    );
  const page = (products: unknown[], total: number, next?: string) =>
    Response.json(products, {
      headers: { 'x-total-count': String(total), ...(next ? { 'x-next-cursor': next } : {}) },
    });

  it('shows the first page with the total, and Show more adds the next below it', async () => {
    let answerNext: (r: Response) => void = () => {};
    const fetchMock = fakeApi((path) =>
      path.includes('cursor=')
        ? new Promise<Response>((resolve) => (answerNext = resolve))
        : page(numbered(30, 7), 30, 'Nw'),
    ).fetch;
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderShop();

    expect(await screen.findByRole('heading', { name: 'Our Products (30)' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/products/get-product?limit=24');
    const grid = screen.getByRole('list', { name: 'Products' });
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 30 products')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Show more (6 left)' });

    fireEvent.click(more);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(
      '/api/v1/products/get-product?limit=24&cursor=Nw',
    );
    expect(more.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(more); // a second tap while loading asks for nothing more
    answerNext(page(numbered(6, 1), 30));

    expect(await screen.findByRole('link', { name: 'Tee 1' })).toBeTruthy();
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(30);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The first new card takes focus, without scrolling the page.
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tee 6' }));
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(screen.getByText('Showing 30 of 30 products')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Our Products (30)' })).toBeTruthy();
  });

  it('keeps the cards and offers Show more again when the next page fails', async () => {
    fakeApi((path) =>
      path.includes('cursor=')
        ? Response.json({ status: 404, code: 'X', message: 'down', error: 'down' }, { status: 503 })
        : page(numbered(30, 7), 30, 'Nw'),
    );
    renderShop();

    fireEvent.click(await screen.findByRole('button', { name: 'Show more (6 left)' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not load more products. Please try again.',
    );
    expect(screen.getAllByRole('link', { name: /^Tee / })).toHaveLength(24);
    expect(screen.getByRole('button', { name: 'Show more (6 left)' })).toBeTruthy();
  });

  it('says new designs are coming when nothing is on sale', async () => {
    fakeApi(() => page([], 0));
    renderShop();
    expect(
      await screen.findByText('New designs are on their way. Please check back soon.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Our Products (0)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('searches as the student types, keeps the search in the address, and counts the matches', async () => {
    const fetchMock = fakeApi((path) =>
      path.includes('q=hoodie')
        ? page(numbered(3, 2), 2)
        : path.includes('q=wizard')
          ? page([], 0)
          : page(numbered(30, 7), 30, 'Nw'),
    ).fetch;
    const { router } = renderShop();
    await screen.findByRole('heading', { name: 'Our Products (30)' });

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'hoodie' } });
    await settled(() => expect(router.state.location.search).toBe('?q=hoodie'));
    expect(await screen.findByRole('link', { name: 'Tee 2' })).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      '/api/v1/products/get-product?q=hoodie&limit=24',
    );
    expect(screen.getByRole('status').textContent).toBe('2 products found');
    expect(screen.getAllByRole('link', { name: /^Tee / })).toHaveLength(2);

    // Nothing found: said so, with the way back to every product.
    fireEvent.change(box, { target: { value: 'wizard' } });
    expect(await screen.findByText('No products match your search')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('0 products found');
    fireEvent.click(screen.getByRole('link', { name: 'Show every product' }));
    await settled(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findAllByRole('link', { name: /^Tee / })).toHaveLength(24);
    await settled(() => expect((box as HTMLInputElement).value).toBe(''));
  });

  it('filters by category and size through links, and sorts through the select', async () => {
    const fetchMock = fakeApi(() => page(numbered(3, 2), 2)).fetch;
    const { router } = renderShop();
    await screen.findByRole('link', { name: 'Tee 3' });

    fireEvent.click(screen.getByRole('link', { name: 'Hoodies' }));
    await settled(() => expect(router.state.location.search).toBe('?category=hoodies'));
    // The size links follow the category once the page has drawn it (a busy machine lags).
    await settled(() =>
      expect(screen.getByRole('link', { name: 'M' }).getAttribute('href')).toContain(
        'category=hoodies',
      ),
    );
    fireEvent.click(screen.getByRole('link', { name: 'M' }));
    await settled(() => expect(router.state.location.search).toBe('?category=hoodies&size=M'));
    await settled(() =>
      expect(screen.getByRole('link', { name: 'M' }).getAttribute('aria-current')).toBe('true'),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
      target: { value: 'price-asc' },
    });
    await settled(() =>
      expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
        '/api/v1/products/get-product?category=hoodies&size=M&sort=price-asc&limit=24',
      ),
    );
    expect(router.state.location.search).toBe('?category=hoodies&size=M&sort=price-asc');
    // Back returns to the search before.
    await router.navigate(-1);
    await settled(() =>
      expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
        'newest',
      ),
    );
  });

  it('opens a shared search address with its filters shown', async () => {
    const fetchMock = fakeApi(() => page(numbered(3, 2), 2)).fetch;
    renderRoute('/shop?q=navy&maxPrice=900&sort=price-desc&utm_source=chat');
    expect(await screen.findByText('2 products found')).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/v1/products/get-product?q=navy&maxPrice=900&sort=price-desc&limit=24',
    );
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('navy');
    expect(
      (screen.getByRole('spinbutton', { name: 'Max price (₹)' }) as HTMLInputElement).value,
    ).toBe('900');
  });
});
