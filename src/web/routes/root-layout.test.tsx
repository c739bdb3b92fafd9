// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '#web/lib/query-client.ts';
import type { LayoutHandle } from '#web/lib/layout-handle.ts';
import { setSession } from '#web/lib/session.ts';
import * as RootLayout from './root-layout.tsx';

/** The navbar's count badges read the cart (3 pieces) and the wishlist (1 product). */
function serveCounts() {
  const line = (quantity: number) => ({ orderItem_id: quantity, quantity });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url.endsWith('/getProductsInCart')
        ? Response.json({ status: 200, products: [line(1), line(2)] })
        : url.endsWith('/get-wishlisted-products')
          ? Response.json({ status: 200, products: [{ product_id: 1 }] })
          : Response.json({ status: 200, message: 'ok' }),
    ),
  );
}

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  serveCounts();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {}); // not in jsdom
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const page = (path: string, handle: LayoutHandle) => ({
    path,
    handle,
    element: <p>page {path}</p>,
  });
  const router = createMemoryRouter(
    [
      {
        ...RootLayout,
        children: [
          page('/', { navbar: true, footer: true }),
          page('/cart', { navbar: false, footer: false }),
          page('/login', { navbar: true, footer: false }),
        ],
      },
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
    setSession({ token: 't', email: 'priya@example.com', name: 'Priya', phone: '1' });
    const router = renderAt('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Priya' }));
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('page /')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login/Signup' })).toBeTruthy();
  });
});
