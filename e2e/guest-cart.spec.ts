import { ADMIN, apiLogin, mailedOtp, newAccount, postOk } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';

/**
 * A cart before login (docs/product.md#guest-cart): a visitor adds two sizes, goes to check out,
 * signs up with the e-mailed code and lands signed in on the cart holding both, applies a coupon
 * code, reloads, and the code is still applied (it is kept with the cart, not the address bar).
 */
test('a visitor’s cart comes along through sign-up, and the coupon stays with the cart', async ({
  page,
  request,
  products,
  toast,
}, testInfo) => {
  test.setTimeout(120_000);
  const tee = products.find((p) => p.name === 'Average IITian')!;
  const account = newAccount(testInfo, 'guest');
  const code = `GUEST${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
  const admin = await apiLogin(request, ADMIN);
  await postOk(request, 'admin/coupons/create', { code, kind: 'percent', value: 10 }, admin.token);

  await test.step('a visitor adds two sizes without an account', async () => {
    await page.goto(`/products/${slugFromDetails(tee.details)}/${tee.product_id}`);
    for (const size of ['S', 'M']) {
      await page
        .locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }) })
        .click();
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(page.getByRole('link', { name: 'GO TO CART' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'GO TO CART' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  await test.step('checkout asks for an account: sign up with the e-mailed code', async () => {
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/signup?next=%2Fcart');
    await page.getByRole('textbox', { name: 'Name' }).fill(account.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: /Mobile number/ }).fill(account.phone);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const otp = await mailedOtp(request, account.email, 'otp-signup');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(otp);
    await dialog.getByRole('button', { name: 'Proceed' }).click();
  });

  await test.step('lands signed in on the cart with both sizes', async () => {
    await expect(page).toHaveURL('/cart');
    await expect(toast('Your cart is now in your account')).toBeVisible();
    const lines = page.getByRole('article');
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: /^Size/ }).nth(0)).toHaveValue(/^(S|M)$/);
    await expect(page.getByRole('button', { name: /^Remove/ })).toHaveCount(2);
    // Signed in: the delivery choice and the coupon field are there.
    await expect(page.getByRole('textbox', { name: 'Coupon code' })).toBeVisible();
  });

  await test.step('a coupon applied in the cart is still applied after a reload', async () => {
    await page.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    const applied = page.getByRole('status').filter({ hasText: `${code} applied` });
    await expect(applied).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
    await expect(applied).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove coupon ${code}` })).toBeVisible();
  });
});
