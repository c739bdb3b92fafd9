// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { readGuestCart } from '#web/lib/guest-cart/guest-cart.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { testProduct } from '#web/testing/test-products.ts';

beforeAll(() => import('./wishlist.tsx'));
setUpEachTest({ jsdomGaps: true });

/** What the device holds (renderRoute starts with an empty store). */
function keepOnDevice(cart: unknown) {
  localStorage.setItem('guestCart', JSON.stringify(cart));
  window.dispatchEvent(new Event('storage'));
}

/** docs/product.md#guest-cart: a visitor's wishlist, kept on their device, at /wishlist. */
describe('/wishlist for a visitor', { timeout: 20_000 }, () => {
  it('lists what was wishlisted on this device, removes it, and offers to log in and return', async () => {
    const products = {
      7: testProduct({ product_id: 7, name: 'Average IITian Tee' }),
      8: testProduct({ product_id: 8, name: 'Night Sky Tee' }),
    };
    fakeApi((path) => {
      const id = Number(/get-product-details\/(\d+)/.exec(path)?.[1]);
      const product = products[id as 7 | 8];
      return product
        ? Response.json({ status: 200, ...product })
        : Response.json({ status: 200, products: [] });
    });
    renderRoute('/wishlist');
    keepOnDevice({ lines: [], wishlist: [8, 7] });
    const list = await screen.findByRole(
      'list',
      { name: 'Wishlisted products' },
      { timeout: 15_000 },
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Night Sky Tee'),
      expect.stringContaining('Average IITian Tee'),
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Wishlist(2 items)');
    expect(screen.getByRole('link', { name: 'Log in to keep it' }).getAttribute('href')).toBe(
      '/login?next=%2Fwishlist',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Remove Night Sky Tee from wishlist' }));
    expect(await screen.findByText('(1 item)')).toBeTruthy();
    expect(readGuestCart().wishlist).toEqual([7]);
  });

  it('says how to wishlist when the device holds none', async () => {
    fakeApi();
    renderRoute('/wishlist');
    expect(await screen.findByText('Your Wishlist Awaits!', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to keep it' })).toBeTruthy();
  });
});
