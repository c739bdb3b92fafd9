import type { Locator, Page } from '@playwright/test';
import { formatRupees } from '../src/shared/rules/money.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import type { ApiProduct, Toast } from './fixtures.ts';
import { expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

const productUrl = (p: ApiProduct) => `/products/${slugFromDetails(p.details)}/${p.product_id}`;

/** Picks a size on the product page the way a person does: by its chip. */
async function pickSize(page: Page, size: string) {
  await page
    .locator('label', { has: page.getByRole('radio', { name: new RegExp(`^${size}\\b`) }) })
    .click();
}

/** The amount beside a label in the cart's price details. */
const amount = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function expectTotals(page: Page, delivery: string, total: number) {
  await expect(amount(page, 'Delivery Charges')).toHaveText(delivery);
  await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(total));
}

/** Chooses a size or quantity on a cart line and waits for the shop's answer. */
async function choose(toast: Toast, select: Locator, value: string, answer: string | RegExp) {
  await select.selectOption(value);
  await expect(toast(answer)).toBeVisible();
  await expect(select).toHaveValue(value);
}

test.describe('cart and wishlist', () => {
  test('product page → cart → checkout choices → wishlist → empty states', async ({
    page,
    products,
    loggedIn,
    toast,
    expectSettledAccessible,
  }) => {
    test.setTimeout(150_000);
    const tee = products.find((p) => p.name === 'Average IITian')!;
    const club = products.find((p) => p.name === 'Robotics Club Team Tee')!;
    const navbar = page.getByRole('banner');

    await test.step('product page: size required, wishlist, size request, add two sizes', async () => {
      await page.goto(productUrl(tee));
      await expect(page.getByRole('heading', { level: 1, name: tee.name })).toBeVisible();
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(page.getByText('Select a size')).toBeVisible();

      await page.getByRole('button', { name: 'WISHLIST' }).click();
      await expect(toast('Added to wishlist')).toBeVisible();
      await expect(page.getByRole('button', { name: 'WISHLISTED' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(navbar.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

      // Logged in, the size request needs no e-mail.
      await page.getByRole('button', { name: 'Size Not Available? Inform Us' }).click();
      const request = page.getByRole('dialog', { name: 'Size Not Available? Inform Us' });
      await expect(request.getByRole('textbox', { name: 'Quantity' })).toBeFocused();
      await expect(request.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
      await request.getByRole('combobox', { name: 'Size' }).selectOption('2XL');
      await request.getByRole('textbox', { name: 'Quantity' }).fill('4');
      await request.getByRole('button', { name: 'Send request' }).click();
      await expect(
        toast(`size 2XL and will get back to you at ${loggedIn.account.email}`),
      ).toBeVisible();
      await expect(request).toBeHidden();

      await pickSize(page, 'S');
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(toast('Added to cart')).toBeVisible();
      await expect(page.getByRole('link', { name: 'GO TO CART' })).toHaveAttribute('href', '/cart');
      await expect(navbar.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
      await pickSize(page, 'M');
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(navbar.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
    });

    await test.step('club tee: names asked in the Name on Tee popup', async () => {
      await page.goto(productUrl(club));
      await pickSize(page, 'M');
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      const names = page.getByRole('dialog', { name: 'Name on Tee' });
      await names.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(
        names.getByRole('textbox', { name: 'Name on the tee' }),
      ).toHaveAccessibleDescription('Enter Name');
      await expect(
        names.getByRole('textbox', { name: 'Institution name' }),
      ).toHaveAccessibleDescription('Enter Institution Name');
      await expectSettledAccessible();
      await names.getByRole('textbox', { name: 'Name on the tee' }).fill('Asha');
      await names.getByRole('textbox', { name: 'Institution name' }).fill('IIT Madras');
      await names.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(names).toBeHidden();
      await expect(navbar.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
      await page.getByRole('link', { name: 'GO TO CART' }).click();
    });

    const clubLine = page.getByRole('article', { name: club.name });
    const teeLines = page.getByRole('article', { name: tee.name });
    await test.step('cart: a club tee goes by every delivery method', async () => {
      await expect(page).toHaveURL('/cart');
      await expect(page.getByRole('heading', { level: 1, name: 'My Cart' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0); // no navbar
      await expect(page.getByRole('contentinfo')).toHaveCount(0); // no footer
      await expect(
        page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]'),
      ).toHaveText('1CART');
      await expect(teeLines).toHaveCount(2);
      await expect(clubLine).toContainText('Tee name:Asha');
      await expect(clubLine).toContainText('Institution:IIT Madras');
      // Newest first: M, then S.
      await expect(teeLines.nth(0).getByLabel(/^Size/)).toHaveValue('M');
      await expect(teeLines.nth(1).getByLabel(/^Size/)).toHaveValue('S');
      await expect(teeLines.nth(1).getByRole('option', { name: '2XL (sold out)' })).toBeDisabled();

      const pickup = page.getByRole('radio', { name: /^Pickup from/ });
      await expect(pickup).toBeChecked();
      await expectTotals(page, 'FREE', 2 * tee.price + club.price);
      const hostel = page.getByRole('radio', { name: /^Deliver to your hostel/ });
      await hostel.click();
      await expect(hostel).toBeChecked();
      await page.getByRole('radio', { name: /^Deliver outside IITM/ }).click();
      await expectTotals(page, '₹99', 2 * tee.price + club.price + 99);
      await expect(page.getByRole('button', { name: 'CONTINUE' })).toBeVisible();
      await pickup.click();
      await expect(pickup).toBeChecked();
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
    });

    await test.step('cart: change size and quantity, remove the club tee', async () => {
      const sLine = teeLines.nth(1);
      await choose(toast, sLine.getByLabel(/^Size/), 'L', 'Size changed to L');
      await choose(toast, sLine.getByLabel(/^Qty/), '3', 'Quantity updated');
      await expect(sLine).toContainText(formatRupees(3 * tee.price));
      await expect(page.getByRole('heading', { name: 'Price details (5 items)' })).toBeVisible();

      await clubLine.getByRole('button', { name: /^Remove/ }).click();
      await expect(toast('Removed from cart')).toBeVisible();
      await expect(clubLine).toHaveCount(0);
    });

    await test.step('cart: each delivery method has its charge and next step', async () => {
      const mrp = 4 * tee.price;
      await expect(page.getByRole('radio', { name: /^Pickup from/ })).toBeChecked();
      await expectTotals(page, 'FREE', mrp);
      await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
      await expect(page).toHaveURL('/payment?method=pickup');
      await page.goBack();

      await page.getByRole('radio', { name: /^Deliver outside IITM/ }).check();
      await expectTotals(page, '₹99', mrp + 99);
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      await expect(page).toHaveURL('/address?method=delivery');
      await page.goBack();

      await page.getByRole('radio', { name: /^Deliver to your hostel/ }).check();
      await expectTotals(page, '₹19', mrp + 19);
      await page.getByRole('button', { name: 'CONTINUE' }).click();
      const hostel = page.getByRole('dialog', { name: 'Deliver to your hostel' });
      await hostel.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(hostel.getByLabel('Hostel')).toHaveAccessibleDescription('Enter hostel name');
      await expectSettledAccessible();
      await hostel.getByLabel('Hostel').fill('Ganga');
      await hostel.getByRole('button', { name: 'Proceed to Payment' }).click();
      await expect(page).toHaveURL('/payment?method=hostel&hostel=Ganga');
      await page.goBack();
    });

    await test.step('move to wishlist, then empty the cart', async () => {
      await expect(teeLines).toHaveCount(2);
      await teeLines
        .nth(0)
        .getByRole('button', { name: /^Move to Wishlist/ })
        .click();
      await expect(toast('Moved to wishlist')).toBeVisible();
      await expect(teeLines).toHaveCount(1);
      await teeLines.getByRole('button', { name: /^Remove/ }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Oops! Your Cart is Empty' }),
      ).toBeVisible();
      await expect(page.getByText('Time to Go Shopping')).toBeVisible();
      await expect(page.getByRole('link', { name: 'SHOP', exact: true })).toHaveAttribute(
        'href',
        '/shop',
      );
      await expectSettledAccessible();
    });

    await test.step('wishlist: the moved product, then remove it', async () => {
      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: /My Wishlist/ })).toContainText(
        '(1 item)',
      );
      await expect(page.getByRole('contentinfo')).toHaveCount(0); // no footer
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: tee.name }) });
      await expect(card).toContainText(formatRupees(tee.price));
      await expect(card).toContainText('Inc. of all taxes');
      await expect(card.getByRole('link', { name: tee.name })).toHaveAttribute(
        'href',
        productUrl(tee),
      );
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await card.getByRole('button', { name: `Remove ${tee.name} from wishlist` }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your Wishlist Awaits!' }),
      ).toBeVisible();
      await expect(navbar.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
      await expect(navbar.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    });
  });

  test('size request from a visitor needs the details and an e-mail', async ({
    page,
    products,
    toast,
    expectSettledAccessible,
  }) => {
    const tee = products.find((p) => p.name === 'Average IITian')!;
    await page.goto(productUrl(tee));
    await page.getByRole('button', { name: 'Size Not Available? Inform Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size Not Available? Inform Us' });
    const quantity = dialog.getByRole('textbox', { name: 'Quantity' });
    await quantity.fill('');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(quantity).toHaveAccessibleDescription('Enter Details');
    await expect(dialog.getByRole('combobox', { name: 'Size' })).toHaveAccessibleDescription(
      'Enter Details',
    );
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter Email',
    );
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);

    await quantity.fill('12');
    await dialog.getByRole('combobox', { name: 'Size' }).selectOption('2XL');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('visitor@example.com');
    await dialog.getByRole('textbox', { name: 'Comments' }).fill('For our hostel team');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(toast('will get back to you at visitor@example.com')).toBeVisible();
    await expect(dialog).toBeHidden();
    // Logged out, the wishlist is kept on the device (docs/product.md#guest-cart).
    await page.getByRole('button', { name: 'WISHLIST' }).click();
    await expect(toast('Added to wishlist')).toBeVisible();
  });

  test('a visitor’s cart and wishlist are on the device; checkout asks for a login', async ({
    page,
  }) => {
    await page.goto('/cart');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Oops! Your Cart is Empty' }),
    ).toBeVisible();
    await page.goto('/payment?method=pickup');
    await expect(page).toHaveURL('/login?next=%2Fcart');
    await page.goto('/wishlist');
    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByText('Kept on this device until you log in')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to keep it' })).toHaveAttribute(
      'href',
      '/login?next=%2Fwishlist',
    );
  });
});
