import {
  ADMIN,
  apiLogin,
  mailedOtp,
  newAccount,
  postOk,
  seedSession,
  signedInCustomer,
} from './account-helpers.ts';
import { invitationPath } from './club-helpers.ts';
import { expect, expectNoHorizontalOverflow, test, watchForErrors } from './fixtures.ts';

/**
 * Clubs' core (docs/product.md#clubs): the admin makes a club from a collaboration application
 * and invites its sender; the invitee signs up through the mailed link, accepts and lands on the
 * club's dashboard; another student opening the dashboard gets the not-found page.
 */

test('the admin makes a club from an application; the invitee signs up, accepts and manages it', async ({
  page,
  browser,
  request,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = watchForErrors(page);
  const project = testInfo.project.name;
  const invitee = newAccount(testInfo, 'club');
  const key = `e2e-${project.slice(0, 4)}-${Date.now().toString(36)}`;
  await postOk(request, 'auth/collabForm', {
    name: `Club ${key}`,
    email: invitee.email,
    number: invitee.phone,
    serviceNeeded: ['designer'],
    cvLink: 'https://behance.net/robotics',
    comment: 'Our robotics club would like to sell its tees.',
  });

  const admin = await apiLogin(request, ADMIN);
  const adminContext = await browser.newContext({ viewport: page.viewportSize()!, hasTouch: true });
  const adminPage = await adminContext.newPage();
  await seedSession(adminPage, { ...admin });

  await test.step('admin: Make a club from the application, inviting its sender', async () => {
    await adminPage.goto('/inbox?kind=collab');
    const entry = adminPage.getByRole('article').filter({ hasText: invitee.email });
    await entry.getByRole('link', { name: 'Make a club' }).click();
    await expect(adminPage.getByRole('heading', { level: 1, name: 'New club' })).toBeVisible();
    await expect(adminPage.getByRole('textbox', { name: 'Name' })).toHaveValue(`Club ${key}`);
    await expect(adminPage.getByRole('textbox', { name: 'E-mail to invite' })).toHaveValue(
      invitee.email,
    );
    await adminPage.getByRole('textbox', { name: 'Address' }).fill(key);
    await adminPage.getByRole('textbox', { name: 'Tag' }).fill(key);
    await adminPage.getByRole('textbox', { name: /^Share of each sale/ }).fill('12.5');
    const upi = adminPage.getByRole('textbox', { name: 'UPI id' });
    await upi.fill('robotics');
    await adminPage.getByRole('button', { name: 'Create club' }).click();
    await expect(upi).toHaveAccessibleDescription('Enter a UPI id like robotics@okaxis');
    await upi.fill('robotics@okaxis');
    await adminPage.getByRole('button', { name: 'Create club' }).click();
    await expect(toast(/^Club .* created; invitation sent to/, adminPage)).toBeVisible();
    const managers = adminPage.getByRole('region', { name: 'Managers' });
    await expect(managers).toContainText(invitee.email);
    await expect(managers).toContainText('waiting');
    await expectSettledAccessible(adminPage);
    await expectNoHorizontalOverflow(adminPage);
  });

  await test.step('invitee: opens the mailed link, signs up, accepts, sees the dashboard', async () => {
    await page.goto(await invitationPath(request, invitee.email));
    await expect(page.getByRole('heading', { level: 1, name: 'Club invitation' })).toBeVisible();
    await expect(page.getByText(`Club ${key}`)).toBeVisible();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(invitee.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(invitee.phone);
    await page.getByLabel(/^Password/).fill(invitee.password);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter OTP sent on your email' });
    const otp = await mailedOtp(request, invitee.email, 'otp-signup');
    await dialog.getByRole('textbox', { name: 'Digit 1 of 4' }).fill(otp[0]!);
    await page.keyboard.type(otp.slice(1));
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(/\/club-invite\//);
    await page.getByRole('button', { name: 'Accept and open the dashboard' }).click();
    await expect(toast(`You now manage Club ${key}`)).toBeVisible();
    await expect(page).toHaveURL(`/club/${key}`);
    await expect(page.getByRole('heading', { level: 1, name: `Club ${key}` })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Club dashboard' });
    await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('12.5 %')).toBeVisible();
    await expect(page.getByText('UPI robotics@okaxis')).toBeVisible();
    await expectSettledAccessible(page);
    await expectNoHorizontalOverflow(page);

    await page.goto('/profile');
    const mine = page.getByRole('region', { name: 'My clubs' });
    await mine.getByRole('link', { name: `Club ${key}` }).click();
    await expect(page).toHaveURL(`/club/${key}`);
  });

  await test.step('another student: the dashboard is not found', async () => {
    const otherContext = await browser.newContext({ viewport: page.viewportSize()! });
    const other = await otherContext.newPage();
    await signedInCustomer(other, request, testInfo);
    await other.goto(`/club/${key}`);
    await expect(
      other.getByRole('heading', { level: 1, name: 'Oops! You Are Lost' }),
    ).toBeVisible();
    await otherContext.close();
  });

  await adminContext.close();
  errors.expectNone();
});
