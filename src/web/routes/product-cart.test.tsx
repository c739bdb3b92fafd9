// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '#shared/contract/catalog.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { testProduct } from '#web/testing/test-products.ts';
import { testToken } from '#web/testing/test-tokens.ts';

// Load the route module and the on-demand Name on Tee popup up front, so no test waits for their
// transform (over a second on a busy machine).
beforeAll(() =>
  Promise.all([import('./product.tsx'), import('#web/features/cart/name-on-tee-dialog.tsx')]),
);
setUpEachTest({ jsdomGaps: true });

const email = 'asha@example.com';
/** A customer (or the admin) signed in; the page reads the role from the token. */
const session = (role = 'customer') => ({
  token: testToken({ email, role }),
  email,
  name: 'Asha',
  phone: '9876543210',
});

/** The API as the page sees it; returns the bodies posted to addToCart. */
function serve(product: Product) {
  const added: unknown[] = [];
  fakeApi((path, init) => {
    if (path.includes('get-product-details')) return Response.json({ status: 200, ...product });
    if (path === 'products/addToCart') {
      added.push(JSON.parse(String(init?.body)));
      return Response.json({ status: 200, message: 'Added to cart' });
    }
    return Response.json({ status: 200, products: [] });
  });
  return added;
}

/** The product route alone: these tests are about its actions, not the frame around it. */
const renderProduct = (product: Product, role?: string) =>
  renderRoute(`/products/average-iitian-black-tee/${product.product_id}`, {
    routes: { path: paths.product.pattern, lazy: () => import('./product.tsx') },
    session: session(role),
  });

describe('product page actions', () => {
  it('needs a size, adds one piece, then offers GO TO CART for that size', async () => {
    const added = serve(testProduct());
    const toast = vi.spyOn(notify, 'success');
    renderProduct(testProduct());
    fireEvent.click(await screen.findByRole('button', { name: 'ADD TO CART' }));
    expect(await screen.findByText('Select a size')).toBeTruthy();
    expect(added).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /^S\b/ }));
    const add = screen.getByRole('button', { name: 'ADD TO CART' });
    add.focus();
    fireEvent.click(add);
    const goToCart = await screen.findByRole('link', { name: 'GO TO CART' });
    expect(goToCart.getAttribute('href')).toBe('/cart');
    // The keyboard's focus goes with the button that became GO TO CART (WCAG 2.4.3).
    await waitFor(() => expect(document.activeElement).toBe(goToCart));
    expect(toast).toHaveBeenCalledWith('Added to cart', expect.anything());
    expect(added).toEqual([expect.objectContaining({ productId: 7, selectedSize: 'S' })]);

    // Another size can still be added.
    fireEvent.click(screen.getByRole('radio', { name: /^L\b/ }));
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Update product' })).toBeNull();
  });

  it('asks club tees for the names on the tee first', async () => {
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

  it('offers GO TO CART at once for a size already in the cart (after a reload too)', async () => {
    const product = testProduct();
    const { product_id, name, details, price, style, imageUrl, isInstibuzz, sizeQuantities } =
      product;
    fakeApi((path) => {
      if (path.includes('get-product-details')) return Response.json({ status: 200, ...product });
      if (path === 'products/getProductsInCart') {
        return Response.json({
          status: 200,
          products: [
            {
              orderItem_id: 31,
              quantity: 1,
              size: 'S',
              style,
              price,
              teeName: '',
              instiName: '',
              product: {
                product_id,
                name,
                details,
                price,
                style,
                imageUrl,
                isInstibuzz,
                sizeQuantities,
              },
            },
          ],
        });
      }
      return Response.json({ status: 200, products: [] });
    });
    renderProduct(product);
    fireEvent.click(await screen.findByRole('radio', { name: /^S\b/ }));
    const goToCart = await screen.findByRole('link', { name: 'GO TO CART' });
    expect(goToCart.getAttribute('href')).toBe('/cart');
    // A size the cart does not hold can still be added.
    fireEvent.click(screen.getByRole('radio', { name: /^L\b/ }));
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toBeTruthy();
  });

  it('shows the admin the Update product link', async () => {
    serve(testProduct());
    renderProduct(testProduct(), 'admin');
    const link = await screen.findByRole('link', { name: 'Update product' });
    expect(link.getAttribute('href')).toBe('/updateProduct/7');
  });
});
