import type { Locator, Page } from '@playwright/test';
import { ADMIN, apiLogin, createAccount, newAccount, seedSession } from './account-helpers.ts';
import { placePickupOrder } from './order-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

/**
 * Keyboard only (WCAG 2.1.1, 2.4.3): after the first page load nothing is clicked or filled; each
 * step presses keys and checks where the focus is, and every route change puts it on the new
 * page's main heading.
 */

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    const focused = target.evaluate((el) => el === document.activeElement, undefined, {
      timeout: 2000,
    });
    if (await focused.catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The page's main heading has the focus (a route change put it there). */
async function expectHeadingFocused(page: Page, name: string | RegExp) {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
}

test('a student buys a tee with the keyboard alone: sign in to the thank-you page', async ({
  page,
  request,
  products,
}, testInfo) => {
  test.setTimeout(120_000);
  const account = newAccount(testInfo, 'keys');
  await createAccount(request, account);
  const tee = products.find((p) => p.name === 'Average IITian')!;

  await test.step('sign in: the shop opens with its heading focused', async () => {
    await page.goto('/login?next=/shop');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(account.email);
    await tabTo(page, page.getByRole('textbox', { name: 'Password' }));
    await page.keyboard.type(account.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/shop');
    await expectHeadingFocused(page, /./);
  });

  await test.step('find the tee: a search keeps the focus in the field', async () => {
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await tabTo(page, search);
    await page.keyboard.type(tee.name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(search).toBeFocused();
    await tabTo(page, page.getByRole('main').getByRole('link', { name: tee.name }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\//);
    await expectHeadingFocused(page, tee.name);
  });

  await test.step('choose a size and ADD TO CART: the focus moves onto GO TO CART', async () => {
    const sizes = page.getByRole('group', { name: 'Select size' });
    await tabTo(page, sizes.getByRole('radio').and(page.locator(':enabled')).first());
    await page.keyboard.press('Space');
    await expect(sizes.getByRole('radio', { checked: true })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'ADD TO CART' }));
    await page.keyboard.press('Enter');
    const goToCart = page.getByRole('link', { name: 'GO TO CART' });
    await expect(goToCart).toBeFocused();
    await expect(page.getByRole('status')).toContainText(/cart/i);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/cart');
    await expectHeadingFocused(page, /./);
  });

  await test.step('checkout with pickup and Cash on Delivery', async () => {
    await expect(page.getByRole('radio', { name: /^Pickup from/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'PROCEED TO PAYMENT' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/payment?method=pickup');
    await expectHeadingFocused(page, 'Payment');
    await expect(page.getByRole('radio', { name: /^Cash on Delivery/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'PLACE ORDER' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/thank-you\//);
    await expectHeadingFocused(page, /Thank you/);
  });
});

test('the owner, by keyboard: search an order, open it, a dialog gives the focus back', async ({
  page,
  request,
  products,
}, testInfo) => {
  test.setTimeout(90_000);
  const buyer = newAccount(testInfo, 'keys-owner');
  await createAccount(request, buyer);
  const session = await apiLogin(request, buyer);
  const tee = products.find((p) => p.name === 'Average IITian')!;
  await placePickupOrder(request, session.token, tee.product_id, ['L']);
  await seedSession(page, { ...(await apiLogin(request, ADMIN)) });
  await page.goto('/allOrders');

  await test.step('a search keeps the focus on its form and finds the order', async () => {
    await tabTo(page, page.getByRole('searchbox', { name: 'Search' }));
    await page.keyboard.type(buyer.email);
    await page.keyboard.press('Enter');
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  });

  await test.step("open it: the order's heading has the focus", async () => {
    await tabTo(page, page.getByRole('link', { name: /^Open order/ }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/allOrders\/./);
    await expectHeadingFocused(page, /Order/);
  });

  await test.step('a dialog is modal; Escape and a confirmed dialog leave the focus sensibly', async () => {
    const opener = page.getByRole('main').getByRole('button', { name: 'Cash received' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cash received?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Record cash received' }), 10);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // The button went with the cash recorded: the focus is on the page's heading, not lost.
    await expectHeadingFocused(page, /Order/);
  });
});

test('text at 200 % on an order page scrolls only up and down (WCAG 1.4.4)', async ({
  page,
  request,
  products,
  loggedIn,
}) => {
  const tee = products.find((p) => p.name === 'Average IITian')!;
  await placePickupOrder(request, loggedIn.session.token, tee.product_id, ['L']);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile/my-orders');
  await page
    .getByRole('link', { name: /^Order / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await expectNoHorizontalOverflow(page);
  // The account links wrap inside their buttons, whole and within the screen.
  for (const link of await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link')
    .all()) {
    const box = (await link.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});
