import { expect, test } from './fixtures.ts';
import { apiLogin, seedSession, signedInCustomer, tokenStatus } from './account-helpers.ts';

/**
 * docs/product.md#profile: the student edits their name and changes their password signed in;
 * a session in another browser ends, this one stays.
 */
test('edits the name and changes the password; another browser is signed out', async ({
  page,
  browser,
  request,
  toast,
}, testInfo) => {
  const { account } = await signedInCustomer(page, request, testInfo);
  const elsewhere = await apiLogin(request, account);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await seedSession(otherPage, { ...elsewhere });
  await otherPage.goto('/profile');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();

  await page.goto('/profile');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.fill('Asha V. Rao');
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(toast('Details saved')).toBeVisible();

  await page.getByLabel('Current password').fill(account.password);
  await page.getByLabel('New password', { exact: true }).fill('a new secret');
  await page.getByLabel('New password again').fill('a new secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast('Password changed. You are signed out everywhere else.')).toBeVisible();

  expect(await tokenStatus(request, elsewhere.token)).toBe(401);
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Asha V. Rao');
  await other.close();
});
