import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import {
  apiLogin,
  createAccount,
  mailedOtp,
  newAccount,
  revokeToken,
  seedSession,
  signedInCustomer,
  tokenStatus,
} from './account-helpers.ts';

test.describe('signup', () => {
  test('asks for every detail, sends the OTP, checks it and creates the account', async ({
    page,
    request,
    toast,
  }, testInfo) => {
    const account = newAccount(testInfo, 'signup');
    await page.goto('/signup');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create your account' }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0); // no footer on account screens
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Sign Up' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Enter Details');
    await expect(name).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter Details',
    );

    await name.fill(account.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(account.phone);
    const password = page.getByLabel(/^Password/);
    await password.fill(account.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(toast('OTP Sent')).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Enter OTP sent on your email' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 4' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
    await expectAccessible(page);

    await page.keyboard.type('12');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Fill in OTP');

    const otp = await mailedOtp(request, account.email, 'otp-signup');
    const wrong = otp === '0000' ? '1111' : '0000';
    await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).fill(wrong[0]!);
    await page.keyboard.type(wrong.slice(1));
    await page.keyboard.press('Enter');
    // The refusal is said under the boxes, which it marks invalid and describes.
    await expect(dialog.getByRole('alert')).toHaveText('Enter valid otp');
    const box = dialog.getByRole('textbox', { name: 'Digit 1 of 4' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Enter valid otp');

    // Paste the whole code into the first box.
    await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).focus();
    await page.evaluate((code) => {
      const data = new DataTransfer();
      data.setData('text/plain', code);
      document.activeElement?.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, otp);
    await expect(dialog.getByRole('textbox', { name: 'Digit 4 of 4' })).toHaveValue(otp[3]!);
    await dialog.getByRole('button', { name: 'Proceed' }).click();

    // The code signs the new account in: home, greeted, no second login.
    await expect(toast('Verified')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu for Asha' }),
    ).toBeVisible();
  });
});

test.describe('login', () => {
  test('needs both fields, refuses a wrong password, then signs in and greets', async ({
    page,
    request,
    toast,
  }, testInfo) => {
    const account = newAccount(testInfo, 'login');
    await createAccount(request, account);
    await page.goto('/login');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabel(/^Password/);

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(email).toHaveAccessibleDescription('Enter Details');
    await expect(password).toHaveAccessibleDescription('Enter Details');

    await email.fill(account.email);
    await password.fill('not-the-password');
    await password.press('Enter');
    await expect(toast('Incorrect email or password')).toBeVisible();
    await expect(email).toHaveValue(account.email); // typed data kept

    await password.fill(account.password);
    await password.press('Enter');
    await expect(page).toHaveURL('/');
    // The failed try's red toast goes with the login that worked (left alone it would stay for
    // its 4 s, over the home page).
    await expect(toast('Incorrect email or password')).toHaveCount(0, { timeout: 1500 });
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(stored).toMatchObject({
      userEmail: account.email,
      name: account.name,
      phone: account.phone,
    });
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Cart' })).toBeVisible();
    await banner.getByRole('button', { name: 'Account menu for Asha' }).click();
    await expect(banner.getByText('Hi, Asha').last()).toBeVisible();
    for (const link of [
      'My Orders',
      'Wishlist',
      'Collaboration',
      'Contact us',
      'Saved Addresses',
      'Profile',
    ]) {
      await expect(banner.getByRole('link', { name: link, exact: true }).last()).toBeVisible();
    }
    await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();

    // A signed-in customer has no business on the account screens.
    await page.goto('/login');
    await expect(page).toHaveURL('/');
  });

  test('comes back to the page that asked for it', async ({ page, request }, testInfo) => {
    const account = newAccount(testInfo, 'next');
    await createAccount(request, account);
    await page.goto('/login?next=/profile');
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/profile');
  });
});

test.describe('profile', () => {
  test('shows the details, saves edits that survive a reload, and logs out', async ({
    page,
    request,
    toast,
  }, testInfo) => {
    const { account, session } = await signedInCustomer(page, request, testInfo);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'My account' });
    await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/profile/my-orders',
    );
    await expect(nav.getByRole('link', { name: 'Saved Addresses' })).toHaveAttribute(
      'href',
      '/profile/my-addresses',
    );
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(account.name);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    await expect(page.getByRole('textbox', { name: 'Contact number' })).toHaveValue(account.phone);
    // One address book: the profile's address is one of the saved addresses.
    await expect(page.getByRole('link', { name: 'saved addresses', exact: true })).toHaveAttribute(
      'href',
      '/profile/my-addresses',
    );
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await page.getByText('Female', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Contact number' }).fill('+91 91234 56789');
    await page.getByRole('button', { name: 'Save Details' }).click();
    await expect(toast('Details saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Contact number' })).toHaveValue('9123456789');
    await expect(page.getByRole('complementary')).toContainText('9123456789'); // header

    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Login/Signup' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect.poll(() => tokenStatus(request, session.token)).toBe(401);
  });

  test('a logged-out visit says Please Login and goes home', async ({ page, toast }) => {
    await page.goto('/profile');
    await expect(toast('Please Login')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('an unknown page inside the profile area shows the 404 page', async ({
    page,
    request,
  }, testInfo) => {
    await signedInCustomer(page, request, testInfo);
    await page.goto('/profile/no-such-page');
    await expect(page.getByRole('heading', { name: 'Oops! You Are Lost' })).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('checks each step and signs in with the new password', async ({
    page,
    request,
    toast,
  }, testInfo) => {
    const account = newAccount(testInfo, 'reset');
    await createAccount(request, account);
    const oldSession = await apiLogin(request, account);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expectAccessible(page);
    const email = page.getByRole('textbox', { name: 'Email' });
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(email).toHaveAccessibleDescription('Enter email');
    await email.fill(`nobody-${account.email}`);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(email).toHaveAccessibleDescription('This email is not registered');
    await email.fill(account.email);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(page).toHaveURL('/enter-otp');
    await expect(toast('OTP Sent')).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();
    const first = page.getByRole('textbox', { name: 'Digit 1 of 4' });
    await expect(first).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Fill in OTP' })).toBeVisible();

    const otp = await mailedOtp(request, account.email, 'otp-reset');
    await page.keyboard.type(otp === '9999' ? '1111' : '9999');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter valid otp' })).toBeVisible();
    await expect(first).toHaveAccessibleDescription('Enter valid otp');
    // Backspace from the last box back to the first, then the right code.
    await page.getByRole('textbox', { name: 'Digit 4 of 4' }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('Backspace');
    await expect(first).toBeFocused();
    await expect(first).toHaveValue('');
    await page.keyboard.type(otp);
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL('/change-password');
    await expectAccessible(page);
    const password = page.getByLabel('New password');
    const confirm = page.getByLabel('Confirm password');
    await password.fill('short');
    await confirm.fill('short');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(password).toHaveAccessibleDescription(
      'Password must be at least 7 characters long',
    );
    await password.fill('brand-new-pass');
    await confirm.fill('brand-new-pas');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(confirm).toHaveAccessibleDescription('Password does not match');
    await confirm.fill('brand-new-pass');
    await page.getByRole('button', { name: 'Set Password' }).click();

    // Every other session ended; this one is signed in with the new password, no second login.
    await expect(toast('Password changed')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await tokenStatus(request, oldSession.token)).toBe(401);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Account menu for Asha' }),
    ).toBeVisible();
  });

  test('the OTP and new-password screens need the earlier steps', async ({ page }) => {
    await page.goto('/enter-otp');
    await expect(page).toHaveURL('/');
    await page.goto('/change-password');
    await expect(page).toHaveURL('/');
  });
});

test.describe('session safety', () => {
  test('a revoked token ends the session and asks to log in again', async ({
    page,
    request,
  }, testInfo) => {
    const { account, session } = await signedInCustomer(page, request, testInfo);
    await revokeToken(request, session.token);
    await page.goto('/profile');
    await expect(page).toHaveURL('/login?next=%2Fprofile');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Your session has expired. Please log in again.' }),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/profile');
  });

  test('a token for another e-mail clears storage and is reported', async ({
    page,
    request,
  }, testInfo) => {
    const account = newAccount(testInfo, 'victim');
    await createAccount(request, account);
    const session = await apiLogin(request, account);
    await seedSession(page, { ...session, userEmail: 'someone-else@example.com' });
    const report = page.waitForRequest('**/api/v1/auth/safetyProtocol');
    await page.goto('/profile');
    expect((await report).postDataJSON()).toEqual({
      susEmailId: 'someone-else@example.com',
      component: 'profile',
    });
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
