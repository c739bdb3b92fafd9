import type { Page } from '@playwright/test';
import { formatReadyBy, readyByFor } from '../src/shared/rules/ready-by.ts';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  test,
  watchForErrors,
} from './fixtures.ts';

/**
 * Online payment through the built-in sandbox gateway (it speaks PhonePe's API and hosts the pay
 * page): the shop's real client, real redirects, real webhooks.
 */
/** PAY on /payment, then the payer's choice on the gateway's page. */
async function payOnGateway(page: Page, outcome: RegExp, method: RegExp = /^UPI/) {
  await page.getByRole('button', { name: /^PAY/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/phonepe\/pay\//);
  await expect(page.getByText('Sandbox: no real money moves')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: outcome }).click();
}

/** The thank-you page every completed payment ends on (docs/product.md#thank-you-page). */
const THANK_YOU = /\/thank-you\/[2-9A-Z]{4}-[2-9A-Z]{4}$/;

test.describe('online payment', () => {
  test('hostel delivery paid by UPI: the thank-you page and My Orders show its transaction id', async ({
    page,
    cartWithItems: _cart,
  }) => {
    test.setTimeout(90_000);
    const errors = watchForErrors(page);
    await page.goto('/payment?method=hostel&hostel=Ganga');
    await expect(page.getByRole('radio', { name: /^Pay Online/ })).toBeChecked();
    await payOnGateway(page, /^Pay now/);
    await expect(page).toHaveURL(THANK_YOU);
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText(
      `Delivered to your hostel by ${formatReadyBy(readyByFor('hostel', Date.now()))}`,
    );
    await expect(next).toContainText('Ganga');
    await expect(page.getByText(/Transaction ID T[0-9A-Z]+/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByText(/Transaction ID T[0-9A-Z]+/)).toBeVisible();
    await page.goto('/profile/my-orders');
    await expect(page.getByText(/Transaction ID T[0-9A-Z]+/).first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Oops! Your Cart is Empty' })).toBeVisible();
    // The shop's pages and the gateway's pay page alike (its icon included).
    errors.expectNone();
  });

  test('home delivery declined: back to the cart, intact, and a retry succeeds', async ({
    page,
    request,
    loggedIn,
    cartWithItems,
  }) => {
    test.setTimeout(120_000);
    const { tee } = cartWithItems;
    const auth = { Authorization: `Bearer ${loggedIn.session.token}` };
    const saved = await request.post('/api/v1/auth/add-user-address', {
      data: {
        address1: '12 Gandhi Road',
        address2: 'Adyar',
        pinCode: '600036',
        city: 'Chennai',
        state: 'Tamil Nadu',
      },
      headers: auth,
    });
    const { id } = (await saved.json()) as { id: number };
    const paymentUrl = `/payment?method=delivery&address=${id}`;

    await page.goto(paymentUrl);
    await payOnGateway(page, /^Decline/, /^Debit or credit card/);
    await expect(page).toHaveURL(/\/paymentValid\//);
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await expect(page.getByText(/nothing was charged/)).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: 'Back to cart' }).last().click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText(tee.name).first()).toBeVisible();

    await page.goto(paymentUrl);
    await payOnGateway(page, /^Pay now/, /^Net banking/);
    await expect(page).toHaveURL(THANK_YOU);
    await expect(page.getByText(/Transaction ID T[0-9A-Z]+/)).toHaveCount(1);
  });

  test('pending, then success: the return page waits for the bank, then thanks for the order', async ({
    page,
    cartWithItems: _cart,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/payment?method=pickup');
    await page.getByRole('radio', { name: /^Pay Online/ }).check();
    await payOnGateway(page, /^Pending, then success/);
    await expect(page.getByRole('heading', { name: 'Waiting for your bank' })).toBeVisible();
    await expectAccessible(page);
    await expect(page).toHaveURL(THANK_YOU, { timeout: 30_000 });
    await expect(page.getByText(/Transaction ID T[0-9A-Z]+/)).toHaveCount(1);
  });
});
