import sharp from 'sharp';
import { epochToIstLocal } from '../src/shared/rules/drops.ts';
import { productPath } from '../src/shared/rules/slug.ts';
import { ADMIN, apiLogin, createAccount, newAccount, seedSession } from './account-helpers.ts';
import { makeClubManagedBy } from './club-helpers.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

/**
 * A club sells here (docs/product.md#clubs): its manager adds a product and a drop, both drafts
 * no student sees; the admin publishes them from Drafts from clubs; a student then sees the
 * product. The club and its manager are set up through the admin's and the invitee's own calls
 * (e2e/clubs.spec.ts and e2e/club-journey.spec.ts go through their screens).
 */

const SHOTS = 'test-results/club-catalog';

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

test('a manager adds a product and a drop, the admin publishes them, a student sees the product', async ({
  page,
  browser,
  request,
  toast,
  expectSettledAccessible,
}, testInfo) => {
  test.setTimeout(180_000);
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const slug = `robotics-${run}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
  const manager = newAccount(testInfo, 'manager');
  await createAccount(request, manager);
  const session = await apiLogin(request, manager);
  await makeClubManagedBy(
    request,
    { email: manager.email, token: session.token },
    {
      slug,
      name: 'Robotics Club',
      tag: `robo-${run}`,
    },
  );
  await seedSession(page, { ...session });
  const shot = (on: typeof page, name: string) =>
    on.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  const name = `Robo Team Tee ${run}`;
  const dropName = `Robo Drop ${run}`;

  await test.step('manager: adds a product, a draft', async () => {
    await page.goto(`/club/${slug}/products/new`);
    await expect(page.getByRole('heading', { level: 2, name: 'Add product' })).toBeVisible();
    await page.getByLabel('Drop photos here or tap to choose').setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: await photo(20, 60, 160) },
      { name: 'size chart.png', mimeType: 'image/png', buffer: await photo(240, 240, 240) },
    ]);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByLabel('Details').fill(`${name} Navy`);
    await page.getByLabel('Description').fill('The team tee, printed on campus.');
    await page.getByLabel('Price (₹)').fill('499');
    await page.getByLabel('Style').selectOption('regular');
    await page.getByLabel('Stock of row 1').fill('10');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(toast('Draft saved: the shop publishes it')).toBeVisible();
    await expect(page).toHaveURL(`/club/${slug}/products`);
    const card = page.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('Draft: waiting to be published');
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'club-products');
  });

  await test.step('manager: makes a drop of it, a draft', async () => {
    await page
      .getByRole('navigation', { name: 'Club' })
      .getByRole('link', { name: 'Drops' })
      .click();
    const form = page.getByRole('form', { name: 'New drop' });
    await form.getByRole('textbox', { name: 'Name' }).fill(dropName);
    const opens = Math.floor((Date.now() + 3_600_000) / 1000) * 1000;
    await form.getByLabel('Opens at (Indian time)').fill(epochToIstLocal(opens));
    await form.getByLabel('Closes at (Indian time)').fill(epochToIstLocal(opens + 3_600_000));
    await form
      .getByLabel('Expected ready date')
      .fill(epochToIstLocal(opens + 10 * 86_400_000).slice(0, 10));
    await form.getByLabel('Limit per student, per product').fill('2');
    await form.getByLabel(name).check();
    await form.getByRole('button', { name: 'Create drop' }).click();
    await expect(toast(`${dropName} saved as a draft`)).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: dropName }).first();
    await expect(row).toContainText('Draft: waiting to be published');
    await expectNoHorizontalOverflow(page);
    await shot(page, 'club-drops');
    for (const tab of ['Orders', 'Inbox']) {
      await page.getByRole('navigation', { name: 'Club' }).getByRole('link', { name: tab }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: `Club ${tab.toLowerCase()}` }),
      ).toBeVisible();
      await expect(page.getByText(/No (items|messages) /)).toBeVisible();
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await shot(page, `club-${tab.toLowerCase()}`);
    }
  });

  // Not on sale: no student sees it yet.
  const products = (await (await request.get('/api/v1/products/get-product')).json()) as {
    product_id: number;
    name: string;
    details: string;
  }[];
  expect(products.some((p) => p.name === name)).toBe(false);

  await test.step('admin: publishes both from Drafts from clubs', async () => {
    const adminContext = await browser.newContext({ viewport: page.viewportSize()! });
    const adminPage = await adminContext.newPage();
    await seedSession(adminPage, { ...(await apiLogin(request, ADMIN)) });
    await adminPage.goto('/club-drafts');
    await expect(
      adminPage.getByRole('heading', { level: 1, name: 'Drafts from clubs' }),
    ).toBeVisible();
    await expectNoHorizontalOverflow(adminPage);
    await shot(adminPage, 'club-drafts');
    await adminPage.getByRole('button', { name: `Publish ${name}` }).click();
    await expect(toast(`${name} is published and on sale`, adminPage)).toBeVisible();
    await adminPage.getByRole('button', { name: `Publish ${dropName}` }).click();
    await expect(toast(`${dropName} is published`, adminPage)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: `Publish ${name}` })).toHaveCount(0);
    await adminContext.close();
  });

  await test.step('a student sees the product', async () => {
    const student = await browser.newContext({ viewport: page.viewportSize()! });
    const studentPage = await student.newPage();
    const listed = (await (await request.get('/api/v1/products/get-product')).json()) as {
      product_id: number;
      name: string;
      details: string;
    }[];
    const mine = listed.find((p) => p.name === name)!;
    expect(mine).toBeTruthy();
    await studentPage.goto(productPath(mine));
    await expect(studentPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await student.close();
  });
});
