// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CartLine } from '#shared/contract/cart.ts';
import { paths } from '#web/lib/routing/paths.ts';
import { fakeApi } from '#web/testing/fake-api.ts';
import { renderRoute } from '#web/testing/render-route.tsx';
import { setUpEachTest } from '#web/testing/set-up.ts';
import { studentSession } from '#web/testing/test-sessions.ts';

beforeAll(() => import('./cart.tsx'));
setUpEachTest();

/** A cart line of `name`; `preOrder` makes it a pre-order in Fest Drop (paid online only). */
function wireLine(id: number, name: string, preOrder?: Partial<CartLine['preOrder']>): CartLine {
  return {
    orderItem_id: id,
    quantity: 1,
    size: 'M',
    style: 'regular',
    price: 499,
    teeName: '',
    instiName: '',
    product: {
      product_id: id,
      name,
      details: name,
      price: 499,
      style: 'regular',
      imageUrl: [],
      isInstibuzz: true,
      sizeQuantities: [{ size_id: 1, size: 'M', quantity: 1000 }],
    },
    ...(preOrder && {
      preOrder: {
        dropId: 3,
        dropName: 'Fest Drop',
        readyBy: '2099-12-08',
        cashAllowed: false,
        perStudentLimit: 5,
        quantityMax: 5,
        ...preOrder,
      },
    }),
  };
}

const renderCart = (lines: CartLine[]) => {
  fakeApi((path) =>
    path === 'products/getProductsInCart'
      ? Response.json({ status: 200, products: lines })
      : Response.json({ status: 200, products: [] }),
  );
  renderRoute('/cart', {
    session: studentSession(),
    routes: [{ path: paths.cart, lazy: () => import('./cart.tsx'), HydrateFallback: () => null }],
  });
};

const lineOf = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

describe('cart with a pre-order', () => {
  it('labels the line with its drop and ready day, and offers only what the student may still pre-order', async () => {
    renderCart([
      wireLine(1, 'Fest Tee', { perStudentLimit: 2, quantityMax: 2 }),
      wireLine(2, 'Stock Tee'),
    ]);
    const fest = await lineOf('Fest Tee');
    expect(within(fest).getByText('Pre-order')).toBeTruthy();
    expect(within(fest).getByText(/^Fest Drop · Ready by/).textContent).toBe(
      'Fest Drop · Ready by Tuesday, 8 December · paid online only',
    );
    const qty = within(fest).getByRole('combobox', { name: /quantity of Fest Tee/ });
    expect(
      within(qty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2']);

    const stock = await lineOf('Stock Tee');
    expect(within(stock).queryByText('Pre-order')).toBeNull();
    const stockQty = within(stock).getByRole('combobox', { name: /quantity of Stock Tee/ });
    expect(within(stockQty).getAllByRole('option')).toHaveLength(5);
    // The order is ready when its pre-order is: the drop's day, not the stock items' promise.
    expect(screen.getByText(/^Ready for pickup by/).textContent).toBe(
      'Ready for pickup by Tuesday, 8 December',
    );
  });

  it("offers 1 alone as a numbered piece's quantity, and shows its number", async () => {
    renderCart([{ ...wireLine(1, 'Team Jersey', { quantityMax: 5 }), teeNumber: '10' }]);
    const jersey = await lineOf('Team Jersey');
    expect(within(jersey).getByText('Number:').nextElementSibling?.textContent).toBe('10');
    const qty = within(jersey).getByRole('combobox', { name: /quantity of Team Jersey/ });
    expect(
      within(qty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1']);
  });

  it('says so when the student may pre-order no more than the line holds', async () => {
    renderCart([
      { ...wireLine(1, 'Fest Tee', { perStudentLimit: 2, quantityMax: 1 }), quantity: 2 },
    ]);
    const fest = await lineOf('Fest Tee');
    const qty = within(fest).getByRole('combobox', { name: /quantity of Fest Tee/ });
    expect(
      within(qty)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2']);
    expect(within(fest).getByText(/can be pre-ordered now/).textContent).toBe(
      'Only 1 of Fest Tee can be pre-ordered now in Fest Drop (at most 2 per student). Please lower the quantity.',
    );
  });
});
