// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Product } from '#shared/contract/catalog.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { testProduct } from '#web/testing/test-products.ts';
import { testToken } from '#web/testing/test-tokens.ts';

beforeAll(() =>
  Promise.all([import('./product.tsx'), import('#web/features/notify/notify-me-dialog.tsx')]),
);
afterEach(() => localStorage.clear());
setUpEachTest({ jsdomGaps: true });

const email = 'asha@example.com';
const withSoldOut = testProduct({
  sizeQuantities: [
    { size_id: 1, size: 'S', quantity: 0 },
    { size_id: 2, size: 'M', quantity: 4 },
    { size_id: 3, size: 'XL', quantity: 0 },
  ],
});

function serve(product: Product, drop: unknown = null) {
  return fakeApi((path, init) => {
    if (path.includes('get-product-details')) return Response.json({ status: 200, ...product });
    if (path.startsWith('drops/product/')) {
      return Response.json({ status: 200, serverNow: Date.now(), drop });
    }
    // A live drop's line, when a signed-in student opens its page: none now, buy at once.
    if (/^drops\/\d+\/queue\/join$/.test(path)) {
      const queue = { state: 'open', place: null, admitted: true, pollAfterMs: 0, ticket: '' };
      return Response.json({ status: 200, serverNow: Date.now(), queue });
    }
    if (path === 'notify/code') {
      const body = JSON.parse(String(init?.body)) as { email: string };
      return Response.json({ status: 200, message: `We sent a 4-digit code to ${body.email}.` });
    }
    if (path === 'notify/subscribe') {
      return Response.json({ status: 200, message: 'Done: we will e-mail you.' });
    }
    return Response.json({ status: 200, products: [] });
  }).posted;
}

const renderProduct = (product: Product, signedIn: boolean) =>
  renderRoute(`/products/average-iitian-black-tee/${product.product_id}`, {
    routes: { path: paths.product.pattern, lazy: () => import('./product.tsx') },
    ...(signedIn
      ? {
          session: {
            token: testToken({ email, role: 'customer' }),
            email,
            name: 'Asha',
            phone: '9876543210',
          },
        }
      : {}),
  });

describe('notify me on the product page', () => {
  it('offers the sold-out sizes only, and nothing when every size has stock', async () => {
    serve(withSoldOut);
    renderProduct(withSoldOut, true);
    const region = await screen.findByRole('region', { name: "Notify me when it's back" });
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Notify me when size S is back',
      'Notify me when size XL is back',
    ]);
    cleanup();
    const inStock = testProduct({ sizeQuantities: [{ size_id: 2, size: 'M', quantity: 4 }] });
    serve(inStock);
    renderProduct(inStock, true);
    await screen.findByRole('button', { name: 'ADD TO CART' });
    expect(screen.queryByRole('region', { name: "Notify me when it's back" })).toBeNull();
  });

  it('offers nothing and no size while the catalogue is stale (the stock is not known)', async () => {
    const stale: Product = { ...withSoldOut, stale: true };
    const posted = serve(stale);
    renderProduct(stale, true);
    await screen.findByText(/We can’t check stock right now/);
    expect(screen.queryByRole('button', { name: 'ADD TO CART' })).toBeNull();
    expect(screen.queryByRole('radio', { name: /^M/ })).toBeNull();
    // The drop's answer decides between the drop's notify-me and the sizes': wait for it.
    await vi.waitFor(() =>
      expect(posted.some((p) => p.path.startsWith('drops/product/'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: "Notify me when it's back" })).toBeNull();
  });

  it('asks in one tap when signed in', async () => {
    const posted = serve(withSoldOut);
    const toast = vi.spyOn(notify, 'success');
    renderProduct(withSoldOut, true);
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me when size XL is back' }));
    const done = await screen.findByRole('button', {
      name: 'We will e-mail you when size XL is back',
    });
    expect(done.getAttribute('aria-pressed')).toBe('true');
    expect(posted.filter((p) => p.path === 'notify/subscribe').map((p) => p.body)).toEqual([
      { productId: withSoldOut.product_id, kind: 'back-in-stock', size: 'XL' },
    ]);
    expect(toast).toHaveBeenCalledWith('Done: we will e-mail you.', expect.anything());
  });

  it('asks a visitor for the e-mail, then the code, and sends both', async () => {
    const posted = serve(withSoldOut);
    renderProduct(withSoldOut, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me when size S is back' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when size S is back' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Enter email')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Email/), {
      target: { value: 'Vee@Example.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await within(dialog).findByText('Enter the 4-digit code we sent to vee@example.com');
    '2468'.split('').forEach((digit, i) =>
      fireEvent.input(within(dialog).getByLabelText(`Digit ${i + 1} of 4`), {
        target: { value: digit },
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    await screen.findByRole('button', { name: 'We will e-mail you when size S is back' });
    expect(posted.filter((p) => p.path.startsWith('notify/')).map((p) => p.body)).toEqual([
      { email: 'vee@example.com' },
      {
        productId: withSoldOut.product_id,
        kind: 'back-in-stock',
        size: 'S',
        email: 'vee@example.com',
        otp: '2468',
      },
    ]);
  });

  it('on a product whose drop has not opened: asks for the opening, not for sizes', async () => {
    const opensAt = Date.UTC(2026, 11, 12, 13, 0); // 12 Dec, 18:30 in India
    const drop = {
      id: 4,
      name: 'Zine Fest',
      state: 'upcoming',
      opensAt,
      closesAt: opensAt + 3 * 86_400_000,
      readyBy: '2026-12-20',
      perStudentLimit: 2,
      namesTaken: false,
      cashAllowed: false,
      products: [],
    };
    const posted = serve(withSoldOut, drop);
    renderProduct(withSoldOut, true);
    const region = await screen.findByRole('region', { name: 'Notify me when pre-orders open' });
    expect(region.textContent).toContain('Pre-orders open on 12 Dec, 18:30 (Indian time).');
    expect(screen.queryByRole('region', { name: "Notify me when it's back" })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Notify me' }));
    await within(region).findByText('On the list: we e-mail you once when pre-orders open.');
    expect(posted.filter((p) => p.path === 'notify/subscribe').map((p) => p.body)).toEqual([
      { productId: withSoldOut.product_id, kind: 'drop-opens' },
    ]);
  });

  it('on a drop product: the wishlist heart works, and no "Size Not Available?" (printed to order)', async () => {
    const opensAt = Date.now() - 3_600_000;
    const mark = {
      id: 5,
      name: 'Quad Drop',
      state: 'live' as const,
      opensAt,
      closesAt: opensAt + 86_400_000,
      readyBy: '2026-12-20',
    };
    const inDrop = testProduct({
      sizeQuantities: [{ size_id: 2, size: 'M', quantity: 0 }],
      drop: mark,
    });
    const posted = serve(inDrop, {
      ...mark,
      perStudentLimit: 2,
      namesTaken: false,
      cashAllowed: false,
      products: [
        {
          productId: inDrop.product_id,
          name: inDrop.name,
          details: inDrop.details,
          image: '',
          price: inDrop.price,
          cap: null,
          left: null,
          sizes: [{ size: 'M', left: null }],
        },
      ],
    });
    renderProduct(inDrop, true);
    await screen.findByRole('button', { name: 'PRE-ORDER' });
    expect(screen.queryByText('OUT OF STOCK')).toBeNull();
    expect(screen.queryByText(/Size Not Available/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'WISHLIST' }));
    await vi.waitFor(() =>
      expect(posted.filter((p) => p.path === 'products/toggleWishlist').map((p) => p.body)).toEqual(
        [{ productId: inDrop.product_id }],
      ),
    );
  });
});
