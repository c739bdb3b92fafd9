import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalOverflow, test } from './fixtures.ts';
import { newAccount } from './account-helpers.ts';

/** Where the shop's mail goes in the e2e server (SHOP_EMAIL's default). */
const SHOP_EMAIL = 'hello@campusmerch.example';

interface MailboxMessage {
  to: string;
  subject: string;
  replyTo: string | null;
  text: string;
}

/** A visitor's details, unique per test (the forms limit sends per e-mail). */
const visitor = (testInfo: TestInfo, tag: string) => {
  const { email } = newAccount(testInfo, tag);
  return { name: 'Meera Iyer', email, phone: '9123456780' };
};

/** The mail to `to` whose subject has `text`, waiting for it to arrive in the dev mailbox. */
async function mailTo(request: APIRequestContext, to: string, text: string) {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}&limit=200`);
      const { messages } = (await res.json()) as { messages: MailboxMessage[] };
      found = messages.find((m) => m.subject.includes(text));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The shop got the form (Reply-To: the sender) and the sender got the reference. */
async function expectMailed(request: APIRequestContext, reference: string, sender: string) {
  const toShop = await mailTo(request, SHOP_EMAIL, `[${reference}]`);
  expect(toShop.replyTo).toBe(sender);
  const ack = await mailTo(request, sender, reference);
  expect(ack.text).toContain(`Your reference: ${reference}`);
}

/** The reference shown in the confirmation. */
async function shownReference(page: Page, pattern: RegExp) {
  const reference = page.getByText(pattern);
  await expect(reference).toBeVisible();
  return (await reference.textContent())!.trim();
}

async function fillContact(page: Page, who: { name: string; email: string; phone: string }) {
  await page.getByRole('textbox', { name: 'Name' }).fill(who.name);
  await page.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await page.getByRole('textbox', { name: /^(Mobile|Contact) number/ }).fill(who.phone);
}

test.describe('Contact us (/ticket)', () => {
  test('a visitor raises a ticket and the shop receives it', async ({
    page,
    request,
    toast,
  }, info) => {
    const who = visitor(info, 'ticket');
    await page.goto('/ticket');
    await expect(page.getByRole('heading', { level: 1, name: 'Raise a ticket' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0); // no footer
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Raise Ticket' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveAccessibleDescription('Enter your name');
    await expect(name).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter your email',
    );
    await expect(page.getByText('Choose at least one service')).toBeVisible();
    await expectAccessible(page);

    await fillContact(page, { ...who, phone: '12345' });
    await page.getByRole('checkbox', { name: /Manufacturing/ }).check();
    await page.getByRole('checkbox', { name: /Design/ }).check();
    await page
      .getByRole('textbox', { name: 'Comments' })
      .fill('Hoodies for 120 members <b>soon</b>');
    await page.getByRole('button', { name: 'Raise Ticket' }).click();
    await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toHaveAccessibleDescription(
      'Enter a valid mobile number',
    );
    await page.getByRole('textbox', { name: /^Mobile number/ }).fill('+91 91234 56780');
    await page.getByRole('button', { name: 'Raise Ticket' }).click();

    await expect(toast('Ticket raised')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ticket raised' })).toBeFocused();
    const reference = await shownReference(page, /^TKT-\d{5}$/);
    await expect(page.getByText(`e-mailed a copy to ${who.email}`)).toBeVisible();
    await expectAccessible(page);
    await expectMailed(request, reference, who.email);

    await page.getByRole('button', { name: 'Raise another ticket' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Comments' })).toHaveValue('');
  });

  test('a signed-in customer finds their details filled in', async ({ page, loggedIn }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Account menu for Asha' }).click();
    await banner.getByRole('link', { name: 'Contact us', exact: true }).last().click();
    await expect(page).toHaveURL('/ticket');
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(loggedIn.account.name);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(loggedIn.account.email);
    await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(
      loggedIn.account.phone,
    );
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Sales/ }).check();
    await page.getByRole('button', { name: 'Raise Ticket' }).click();
    await expect(page.getByRole('heading', { name: 'Ticket raised' })).toBeVisible();
    await shownReference(page, /^TKT-\d{5}$/);
  });
});

test.describe('collaboration application (/collabForm)', () => {
  test('a visitor applies from the home page', async ({ page, request }, info) => {
    const who = visitor(info, 'collab');
    await page.goto('/');
    await page.getByRole('link', { name: /^View details$/i }).click();
    await expect(page).toHaveURL('/collabForm');
    await expect(
      page.getByRole('heading', { level: 1, name: "Let's work together" }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0); // no footer
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await fillContact(page, who);
    const link = page.getByRole('textbox', { name: /^Portfolio link/ });
    await link.fill('not a link');
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(link).toHaveAccessibleDescription(
      'Enter a valid link, such as https://behance.net/yourname',
    );
    await expect(page.getByText('Choose at least one profile')).toBeVisible();
    await link.fill('behance.net/meera');
    await page.getByRole('checkbox', { name: /Designer/ }).check();
    await page
      .getByRole('textbox', { name: 'Why would you like to work with us?' })
      .fill('I draw campus life.');
    await page.getByRole('button', { name: 'Send Application' }).click();

    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
    const reference = await shownReference(page, /^COL-\d{5}$/);
    await expectAccessible(page);
    await expectMailed(request, reference, who.email);
  });

  test('a signed-in customer applies from the profile menu', async ({ page, loggedIn }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Account menu for Asha' }).click();
    await banner.getByRole('link', { name: 'Collaboration', exact: true }).last().click();
    await expect(page).toHaveURL('/collabForm');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(loggedIn.account.email);
    await expect(page.getByRole('textbox', { name: /^Mobile number/ })).toHaveValue(
      loggedIn.account.phone,
    );
    await page.getByRole('checkbox', { name: /Videographer/ }).check();
    await page.getByRole('button', { name: 'Send Application' }).click();
    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  });
});

test.describe('Get Our Services popup (/ourServices)', () => {
  test('a section’s button opens it with that service ticked', async ({ page, request }, info) => {
    const who = visitor(info, 'enquiry');
    await page.goto('/ourServices');
    await page.getByRole('button', { name: 'Enquire about Design' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Our Services' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /Design/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /Sales/ })).not.toBeChecked();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Enter your name',
    );
    await fillContact(page, who);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('A tee for our fest in March');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    const reference = await shownReference(page, /^ENQ-\d{5}$/);
    await expectAccessible(page);
    await expectMailed(request, reference, who.email);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enquire about Design' })).toBeFocused();
  });

  test('a signed-in customer’s details are filled in', async ({ page, loggedIn }) => {
    await page.goto('/ourServices');
    await page.getByRole('button', { name: 'Get Our Services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get Our Services' });
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(
      loggedIn.account.email,
    );
    await expect(dialog.getByRole('textbox', { name: /^Contact number/ })).toHaveValue(
      loggedIn.account.phone,
    );
    await dialog.getByRole('checkbox', { name: /Visibility/ }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  });
});
