// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Product } from '#shared/contract/catalog.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { readGuestCart } from '#web/lib/guest-cart/guest-cart.ts';
import { getSession } from '#web/lib/session/session.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { testProduct } from '#web/testing/test-products.ts';
import { testToken } from '#web/testing/test-tokens.ts';
import { LoginScreen } from '#web/features/account/login-screen.tsx';
import { SignupScreen } from '#web/features/account/signup-screen.tsx';

beforeAll(() => Promise.all([import('./product.tsx'), import('./cart.tsx')]));
setUpEachTest({ jsdomGaps: true });

/** What the device holds, as a hand-edited store may (renderRoute starts with an empty one). */
function keepOnDevice(cart: unknown) {
  localStorage.setItem('guestCart', JSON.stringify(cart));
  window.dispatchEvent(new Event('storage'));
}

const email = 'asha@example.com';
const signedIn = {
  status: 200,
  accessToken: testToken({ email }),
  email,
  userName: 'Asha Verma',
  userPhone: '9876543210',
};

/** The API a visitor's pages see: the catalogue, and whatever `more` answers. */
function serve(product: Product, more: (path: string) => Response | undefined = () => undefined) {
  return fakeApi((path) => {
    if (path.includes('get-product-details')) return Response.json({ status: 200, ...product });
    return more(path) ?? Response.json({ status: 200, products: [] });
  });
}

describe('a visitor’s cart on their device', () => {
  it('adds sizes and wishlists on the product page without an account, and no call is made', async () => {
    const api = serve(testProduct());
    const toast = vi.spyOn(notify, 'success');
    renderRoute('/products/average-iitian-black-tee/7', {
      routes: { path: paths.product.pattern, lazy: () => import('./product.tsx') },
    });
    expect(await screen.findByRole('button', { name: 'ADD TO CART' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login to Proceed' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /^S\b/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    expect((await screen.findByRole('link', { name: 'GO TO CART' })).getAttribute('href')).toBe(
      '/cart',
    );
    fireEvent.click(screen.getByRole('radio', { name: /^L\b/ }));
    fireEvent.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await screen.findByRole('link', { name: 'GO TO CART' });
    expect(toast).toHaveBeenCalledWith('Added to cart');
    fireEvent.click(screen.getByRole('button', { name: 'WISHLIST' }));
    const wishlisted = await screen.findByRole('button', { name: 'WISHLISTED' });
    expect(wishlisted.getAttribute('aria-pressed')).toBe('true');
    expect(toast).toHaveBeenCalledWith('Added to wishlist');

    expect(readGuestCart()).toEqual({
      lines: [
        { productId: 7, size: 'L', quantity: 1, teeName: '', institutionName: '' },
        { productId: 7, size: 'S', quantity: 1, teeName: '', institutionName: '' },
      ],
      wishlist: [7],
    });
    expect(api.posted.map((p) => p.path)).not.toContain('products/addToCart');
    expect(api.posted.map((p) => p.path)).not.toContain('products/toggleWishlist');
  });

  it('never keeps more of a size than its stock or 5 a line, and says so', async () => {
    localStorage.clear();
    const { addGuestLine } = await import('#web/lib/guest-cart/guest-cart.ts');
    const line = { productId: 7, size: 'L', quantity: 1, teeName: '', institutionName: '' };
    expect(addGuestLine({ ...line, quantity: 3 }, 2)).toBe(
      'Added to cart. Quantity set to 2, the most that fits.',
    );
    expect(() => addGuestLine(line, 2)).toThrow('Only 2 left in size L');
    expect(addGuestLine({ ...line, size: 'S', quantity: 5 }, 40)).toBe('Added to cart');
    expect(() => addGuestLine({ ...line, size: 'S' }, 40)).toThrow(
      'You already have 5 of these in size S in your cart, the most per item',
    );
    expect(readGuestCart().lines.map((l) => [l.size, l.quantity])).toEqual([
      ['S', 5],
      ['L', 2],
    ]);
  });

  it("keeps a numbered jersey's name and number on the device, one piece a line, and brings them at login", async () => {
    const now = Date.now();
    const jerseyDrop = {
      id: 3,
      name: 'Team Drop',
      state: 'live',
      opensAt: now - 3_600_000,
      closesAt: now + 86_400_000,
      readyBy: '2099-12-08',
      perStudentLimit: 3,
      namesTaken: true,
      numbersTaken: true,
      numbersUnique: true,
      cashAllowed: true,
      products: [
        {
          productId: 7,
          name: 'Average IITian Tee',
          details: 'Average IITian Tee',
          image: '',
          price: 499,
          cap: null,
          left: null,
          sizes: [{ size: 'M', left: null }],
        },
      ],
    };
    const api = serve(testProduct(), (path) => {
      if (path.startsWith('drops/product/')) {
        return Response.json({ status: 200, serverNow: now, drop: jerseyDrop });
      }
      if (path === 'products/merge-guest-cart') {
        return Response.json({
          status: 200,
          message: 'Your cart is now in your account',
          notes: [],
        });
      }
      return undefined;
    });
    renderRoute('/products/average-iitian-black-tee/7', {
      routes: { path: paths.product.pattern, lazy: () => import('./product.tsx') },
    });
    const drop = await screen.findByRole('region', { name: 'Pre-order drop: Team Drop' });
    fireEvent.click(within(drop).getByRole('radio', { name: /^M\b/ }));
    fireEvent.click(within(drop).getByRole('button', { name: 'PRE-ORDER' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name and number' });
    fireEvent.change(within(dialog).getByLabelText(/^Name on the tee/), {
      target: { value: 'ASHA' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Institution name/), {
      target: { value: 'IITM' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Number/), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ADD TO CART' }));
    await vi.waitFor(() => expect(readGuestCart().lines).toHaveLength(1));
    const numbered = {
      productId: 7,
      size: 'M',
      quantity: 1,
      teeName: 'ASHA',
      institutionName: 'IITM',
      dropId: 3,
      teeNumber: '10',
    };
    expect(readGuestCart().lines).toEqual([numbered]);

    // The same piece again is refused: a numbered piece is one jersey.
    const { addGuestLine, mergeGuestCart } = await import('#web/lib/guest-cart/guest-cart.ts');
    expect(() => addGuestLine(numbered)).toThrow(
      "This piece with number 10 is already in your cart in size M: a numbered piece's quantity is 1.",
    );
    // Login brings the number along.
    await mergeGuestCart(signedIn.accessToken);
    expect(api.posted.find((p) => p.path === 'products/merge-guest-cart')?.body).toEqual({
      lines: [
        {
          productId: 7,
          selectedSize: 'M',
          quantity: 1,
          teeName: 'ASHA',
          instiName: 'IITM',
          dropId: 3,
          teeNumber: '10',
        },
      ],
      wishlist: [],
    });
  });

  it('shows a numbered line at /cart with its number, and 1 as its only quantity', async () => {
    serve(testProduct());
    renderRoute('/cart', { routes: { path: paths.cart, lazy: () => import('./cart.tsx') } });
    keepOnDevice({
      lines: [
        {
          productId: 7,
          size: 'M',
          // A hand-edited store: a numbered piece is still one.
          quantity: 3,
          teeName: 'ASHA',
          institutionName: 'IITM',
          dropId: 3,
          teeNumber: '10',
        },
      ],
      wishlist: [],
    });
    const [line] = await screen.findAllByRole('article');
    expect(within(line!).getByText('Number:').parentElement?.textContent).toBe('Number: 10');
    const qty = within(line!).getByRole('combobox', { name: /^Qty/ });
    expect(
      within(qty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1']);
    expect(readGuestCart().lines[0]).toMatchObject({ quantity: 1, teeNumber: '10' });
  });

  it('shows the device cart at /cart with its prices, and sends checkout to log in and back', async () => {
    serve(testProduct());
    renderRoute('/cart', { routes: { path: paths.cart, lazy: () => import('./cart.tsx') } });
    keepOnDevice({
      lines: [
        { productId: 7, size: 'S', quantity: 2, teeName: '', institutionName: '' },
        { productId: 7, size: 'L', quantity: 1, teeName: '', institutionName: '' },
        { productId: 'x', size: 'Q', quantity: 99 },
      ],
      wishlist: [],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Cart' })).toBeTruthy();
    const lines = screen.getAllByRole('article');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('combobox', { name: /^Qty/ })).toHaveProperty('value', '2');
    expect(screen.getByText('Total MRP').nextElementSibling?.textContent).toBe('₹1,497');
    expect(screen.getByRole('link', { name: 'LOGIN TO CHECKOUT' }).getAttribute('href')).toBe(
      '/login?next=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe(
      '/signup?next=%2Fcart',
    );

    fireEvent.click(within(lines[1]!).getByRole('button', { name: /^Remove/ }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(readGuestCart().lines).toEqual([
      { productId: 7, size: 'S', quantity: 2, teeName: '', institutionName: '' },
    ]);
  });

  it('brings the device cart into the account at login, then lands on the cart with what changed', async () => {
    const api = serve(testProduct(), (path) => {
      if (path === 'auth/login') return Response.json({ ...signedIn, message: 'Logged in' });
      if (path === 'products/merge-guest-cart') {
        return Response.json({
          status: 200,
          message: 'Your cart is now in your account',
          notes: ['Average IITian Tee: Only 2 left in size S, so quantity set to 2.'],
        });
      }
      return undefined;
    });
    const { router } = renderRoute('/login?next=%2Fcart', {
      routes: [
        { path: paths.login, element: <LoginScreen /> },
        { path: paths.cart, lazy: () => import('./cart.tsx') },
      ],
    });
    keepOnDevice({
      lines: [{ productId: 7, size: 'S', quantity: 3, teeName: '', institutionName: '' }],
      wishlist: [7],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: email },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));

    expect(
      await screen.findByText('Average IITian Tee: Only 2 left in size S, so quantity set to 2.', {
        selector: 'li',
      }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    const merge = api.posted.find((p) => p.path === 'products/merge-guest-cart');
    expect(merge?.body).toEqual({
      lines: [{ productId: 7, selectedSize: 'S', quantity: 3, teeName: '', instiName: '' }],
      wishlist: [7],
    });
    expect(readGuestCart()).toEqual({ lines: [], wishlist: [] });
  });

  it('the sign-up code signs the student in and goes back where they came from', async () => {
    serve(testProduct(), (path) => {
      if (path === 'auth/register') return Response.json({ status: 200, message: 'OTP sent' });
      if (path === 'auth/verifyOtp') {
        return Response.json({ ...signedIn, message: 'Account created. You are signed in.' });
      }
      return undefined;
    });
    const { router } = renderRoute('/signup?next=%2Fcart', {
      routes: [
        { path: paths.signup, element: <SignupScreen /> },
        { path: paths.cart, element: <p>The cart</p> },
        { path: paths.login, element: <p>Log in again</p> },
      ],
    });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), {
      target: { value: 'Asha Verma' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: email } });
    fireEvent.change(screen.getByRole('textbox', { name: /Mobile number/ }), {
      target: { value: '9876543210' },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    const dialog = await screen.findByRole('dialog');
    for (const i of [1, 2, 3, 4]) {
      fireEvent.input(within(dialog).getByRole('textbox', { name: `Digit ${i} of 4` }), {
        target: { value: String(i) },
      });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('The cart')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');
    expect(getSession()).toMatchObject({ email, name: 'Asha Verma', token: signedIn.accessToken });
  });
});
