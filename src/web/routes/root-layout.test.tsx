// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { LayoutHandle } from '#web/lib/routing/layout-handle.ts';
import type { Session } from '#web/lib/session/session.ts';
import { setSession } from '#web/lib/session/session.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import * as RootLayout from './root-layout.tsx';

/** The navbar's count badges read the cart (3 pieces) and the wishlist (1 product). */
function serveCounts() {
  const line = (quantity: number) => ({ orderItem_id: quantity, quantity });
  fakeApi((path) =>
    path === 'products/getProductsInCart'
      ? Response.json({ status: 200, products: [line(1), line(2)] })
      : path === 'products/get-wishlisted-products'
        ? Response.json({ status: 200, products: [{ product_id: 1 }] })
        : Response.json({ status: 200, message: 'ok' }),
  );
}

// The signed-in part of the navbar loads on demand: load it once up front, so no test waits for
// its transform (over a second on a busy machine).
beforeAll(() =>
  Promise.all([
    import('#web/features/layout/signed-in-actions.tsx'),
    import('#web/features/layout/profile-menu.tsx'),
    import('#web/features/cart/cart-icon-link.tsx'),
    import('#web/features/wishlist/wishlist-icon-link.tsx'),
  ]),
);
beforeEach(serveCounts);
setUpEachTest();

/** The root layout around stand-in pages that ask for each layout variant. */
function renderAt(url: string, session?: Session) {
  const page = (path: string, handle: LayoutHandle) => ({
    path,
    handle,
    element: <p>page {path}</p>,
  });
  const routes = {
    ...RootLayout,
    children: [
      page('/', { navbar: true, footer: true }),
      page('/cart', { navbar: false, footer: false }),
      page('/login', { navbar: true, footer: false }),
    ],
  };
  return renderRoute(url, { routes, session }).router;
}

describe('site shell', () => {
  it('shows navbar and footer as the route handle asks', async () => {
    renderAt('/');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
      '#main',
    );
    cleanup();

    renderAt('/login');
    await screen.findByText('page /login');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    cleanup();

    renderAt('/cart');
    await screen.findByText('page /cart');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('greets guests with Login/Signup and customers with their account links', async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: 'Login/Signup' })).toBeTruthy();
    const navbar = within(screen.getByRole('banner'));
    expect(navbar.queryByRole('link', { name: 'Cart' })).toBeNull();

    act(() =>
      setSession({ token: 't', email: 'priya@example.com', name: 'Priya Raman', phone: '1' }),
    );
    expect(navbar.queryByRole('link', { name: 'Login/Signup' })).toBeNull();
    // The icons carry the counts, in words for screen readers.
    expect(await navbar.findByRole('link', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(await navbar.findByRole('link', { name: 'Wishlist, 1 item' })).toBeTruthy();

    const menu = await navbar.findByRole('button', { name: 'Account menu for Priya' });
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(navbar.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/profile/my-orders',
    );
  });

  it('logs out: clears the session and goes home', async () => {
    const router = renderAt('/login', {
      token: 't',
      email: 'priya@example.com',
      name: 'Priya',
      phone: '1',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Priya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('page /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login/Signup' })).toBeTruthy();
  });
});
