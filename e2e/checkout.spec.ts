import type { Locator, Page } from '@playwright/test';
import { formatRupees } from '../src/shared/rules/money.ts';
import { formatOrderDate } from '../src/shared/rules/orders.ts';
import { formatReadyBy, readyByFor } from '../src/shared/rules/ready-by.ts';
import { slugFromDetails } from '../src/shared/rules/slug.ts';
import type { ApiProduct } from './fixtures.ts';
import { expect, expectNoHorizontalOverflow, test, watchForErrors } from './fixtures.ts';

const productUrl = (p: ApiProduct) => `/products/${slugFromDetails(p.details)}/${p.product_id}`;

/** A toast fully shown (axe reads a half-faded one as too little contrast). */
async function expectFullyShown(shown: Locator) {
  await expect(shown).toBeVisible();
  await expect(shown).toHaveCSS('opacity', '1');
}

/** The amount beside a label in a price list (order summary, order detail). */
const amount = (scope: Page | Locator, label: string) =>
  scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** The checkout pages have no navbar or footer, and the steps show where the customer is. */
async function expectCheckoutStep(page: Page, step: string) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]'),
  ).toContainText(step);
}

/** Fills the Add / Edit Address popup; the PIN code fills in city and state when it is left. */
async function fillAddress(dialog: Locator, line1: string, line2: string, pin: string) {
  await dialog.getByRole('textbox', { name: 'Address line 1' }).fill(line1);
  await dialog.getByRole('textbox', { name: 'Address line 2' }).fill(line2);
  await dialog.getByRole('textbox', { name: 'Pin code' }).fill(pin);
  await dialog.getByRole('textbox', { name: 'Pin code' }).blur();
}

/** By when a pickup order placed now is ready, with the shop's default working days. */
const pickupReadyBy = () => formatReadyBy(readyByFor('pickup', Date.now()));

test.describe('checkout', () => {
  test('pickup, cash on delivery: product page → cart → payment → thank you → My Orders → order page', async ({
    page,
    products,
    request,
    loggedIn: signedIn,
    expectSettledAccessible,
  }) => {
    test.setTimeout(120_000);
    const tee = products.find((p) => p.name === 'Average IITian')!;
    const errors = watchForErrors(page);
    let orderNumber = '';

    await test.step('add a tee and go to payment with pickup', async () => {
      await page.goto(productUrl(tee));
      await page.locator('label', { has: page.getByRole('radio', { name: /^M\b/ }) }).click();
      await page.getByRole('button', { name: 'ADD TO CART' }).click();
      await expect(page.getByRole('region', { name: 'Order today' })).toContainText(
        `Ready for pickup by ${pickupReadyBy()}`,
      );
      await page.getByRole('link', { name: 'GO TO CART' }).click();
      await expect(page.getByRole('radio', { name: /^Pickup from/ })).toBeChecked();
      await expect(page.getByText(`Ready for pickup by ${pickupReadyBy()}`)).toBeVisible();
      await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
      await expect(page).toHaveURL('/payment?method=pickup');
    });

    await test.step('payment: the server-priced summary, cash on delivery', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
      await expectCheckoutStep(page, 'PAYMENT');
      await expect(page.getByText('Pickup from Saraswathi Hostel')).toBeVisible();
      await expect(amount(page, 'Total MRP')).toHaveText(formatRupees(tee.price));
      await expect(amount(page, 'Platform Fee')).toHaveText('FREE');
      await expect(amount(page, 'Delivery Charges')).toHaveText('FREE');
      await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price));
      await expect(page.getByRole('radio', { name: /^Cash on Delivery/ })).toBeChecked();
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      // A reload keeps the choice (it is in the URL).
      await page.reload();
      await expect(page.getByRole('radio', { name: /^Cash on Delivery/ })).toBeChecked();
    });

    await test.step('PLACE ORDER thanks for the order: number, by when, code, items, total', async () => {
      await page.getByRole('button', { name: 'PLACE ORDER' }).click();
      await expect(page).toHaveURL(/\/thank-you\/[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you! Your order is placed' }),
      ).toBeVisible();
      orderNumber = page.url().split('/').pop()!;
      await expect(page.getByText(orderNumber, { exact: true })).toBeVisible();
      const next = page.getByRole('region', { name: 'What happens next' });
      await expect(next).toContainText(`Ready for pickup by ${pickupReadyBy()}`);
      await expect(next).toContainText('Saraswathi Hostel');
      await expect(page.getByRole('region', { name: 'Handover code' })).toContainText(/\d{4}/);
      const summary = page.getByRole('region', { name: 'Your order' });
      await expect(summary).toContainText(tee.name);
      await expect(summary).toContainText('Size M · Qty 1');
      await expect(summary).toContainText(formatRupees(tee.price));
      await expect(summary).toContainText('Cash on Delivery');
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath('thank-you.png'), fullPage: true });
    });

    await test.step('My Orders shows the order as one card with everything on it', async () => {
      await page.goto('/profile/my-orders');
      const card = page.getByRole('article', { name: `Order ${orderNumber}` });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Order Placed');
      await expect(card).toContainText(`Placed on ${formatOrderDate(Date.now())}`);
      await expect(card).toContainText(tee.name);
      await expect(card).toContainText('Size M · Qty 1');
      await expect(card).toContainText('Cash on Delivery');
      await expect(card).toContainText(`Ready for pickup by ${pickupReadyBy()}`);
      await expect(card).toContainText(/Handover code \d{4}/);
      await expect(card).not.toContainText('Order #');
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath('my-orders.png'), fullPage: true });
      await card.getByRole('link', { name: `Order ${orderNumber}` }).click();
    });

    await test.step('order page: every item, code, timeline, payment; survives a reload', async () => {
      await expect(page).toHaveURL(`/profile/my-orders/${orderNumber}`);
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
      ).toBeVisible();
      const items = page.getByRole('region', { name: 'Items (1)' });
      await expect(items).toContainText(tee.name);
      await expect(items).toContainText('Order Placed');
      const code = page.getByRole('region', { name: 'Handover code' });
      await expect(code).toContainText(/\d{4}/);
      await expect(code).toContainText('Show this code when you collect your order');
      const steps = page.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
      await expect(steps.nth(0)).toContainText(`Order Placed (done)${formatOrderDate(Date.now())}`);
      // The order steps (docs/product.md#order-steps): placed, packed, ready for pickup, delivered.
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(1)).toContainText('Packed (pending)Pending');
      await expect(steps.nth(2)).toContainText('Ready for pickup (pending)Pending');
      await expect(steps.nth(3)).toContainText('Delivered (pending)Pending');
      await expect(page.getByText(`Ready for pickup by ${pickupReadyBy()}`)).toBeVisible();
      await expect(page.getByText('Cash on Delivery')).toBeVisible();
      await expect(amount(page, 'Order total')).toHaveText(formatRupees(tee.price));
      await expectSettledAccessible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: test.info().outputPath('order-page.png'), fullPage: true });
    });

    await test.step('an old per-item link lands on its order; a number not theirs is not found', async () => {
      const auth = { Authorization: `Bearer ${signedIn.session.token}` };
      const listed = await request.post('/api/v1/products/orders', { data: {}, headers: auth });
      const { products: orders } = (await listed.json()) as {
        products: Array<{ productsOrdered: Array<{ orderItem_id: number }> }>;
      };
      const itemId = orders[0]!.productsOrdered[0]!.orderItem_id;
      await page.goto(`/profile/my-orders/${itemId}`);
      await expect(page).toHaveURL(`/profile/my-orders/${orderNumber}`);
      await expect(
        page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` }),
      ).toBeVisible();
      await page.goto(`/profile/my-orders/${orderNumber.toLowerCase()}`);
      await expect(page).toHaveURL(`/profile/my-orders/${orderNumber}`);
      await page.goto('/profile/my-orders/ZZZZ-ZZZZ');
      await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    });

    await test.step('the cart is empty now: checkout pages lead back to it', async () => {
      await page.goto('/payment?method=pickup');
      await expect(page).toHaveURL('/cart');
      await expect(page.getByRole('heading', { name: 'Oops! Your Cart is Empty' })).toBeVisible();
    });

    // Not one failed call or console error on the way, the empty cart's checkout page included,
    // but the made-up order number's "not found".
    errors.expectNone([/404 POST \/api\/v1\/products\/my-order$/, /console: .*404/]);
  });

  test('home delivery: cart → address (add one, PIN fills city and state) → payment', async ({
    page,
    cartWithItems,
    toast,
    expectSettledAccessible,
  }) => {
    test.setTimeout(120_000);
    const { tee } = cartWithItems;
    const errors = watchForErrors(page);

    await page.goto('/cart');
    await page.getByRole('radio', { name: /^Deliver outside IITM/ }).check();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page).toHaveURL('/address?method=delivery');
    await expectCheckoutStep(page, 'ADDRESS');
    await expect(amount(page, 'Delivery Charges')).toHaveText('₹99');
    await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price + 99));
    await expect(page.getByText('No saved addresses yet')).toBeVisible();

    await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();
    await expect(page.getByText('Select a delivery address')).toBeVisible();
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Add Address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Address' });
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    for (const name of ['Address line 1', 'Address line 2', 'Pin code', 'City', 'State']) {
      await expect(dialog.getByRole('textbox', { name })).toHaveAccessibleDescription(
        'Enter Details',
      );
    }
    await expectSettledAccessible();

    // An unknown PIN code is refused; typed data stays.
    await fillAddress(dialog, '12 Gandhi Road', 'Adyar', '999999');
    await expect(dialog.getByRole('textbox', { name: 'Pin code' })).toHaveAccessibleDescription(
      'Enter a valid pin code',
    );
    await dialog.getByRole('textbox', { name: 'City' }).fill('Chennai');
    await dialog.getByRole('textbox', { name: 'State' }).fill('Tamil Nadu');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText('Please Enter Valid PinCode')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Address line 1' })).toHaveValue(
      '12 Gandhi Road',
    );

    // 600036 is in Chennai: city and state fill in.
    await dialog.getByRole('textbox', { name: 'City' }).fill('');
    await dialog.getByRole('textbox', { name: 'State' }).fill('');
    await dialog.getByRole('textbox', { name: 'Pin code' }).fill('600036');
    await dialog.getByRole('textbox', { name: 'Pin code' }).blur();
    await expect(dialog.getByRole('textbox', { name: 'City' })).toHaveValue('Chennai');
    await expect(dialog.getByRole('textbox', { name: 'State' })).toHaveValue('Tamil Nadu');
    await expectNoHorizontalOverflow(page);
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog).toBeHidden();
    await expectFullyShown(toast('Address added'));

    // The new address is the chosen one, and the URL says so.
    const chosen = page.getByRole('radio', { name: /12 Gandhi Road/ });
    await expect(chosen).toBeChecked();
    await expect(page).toHaveURL(/\/address\?method=delivery&address=\d+$/);
    await expect(page.getByText('Select a delivery address')).toHaveCount(0);
    await expectSettledAccessible();
    await page.getByRole('button', { name: 'PROCEED TO PAYMENT' }).click();

    await expect(page).toHaveURL(/\/payment\?method=delivery&address=\d+$/);
    await page.reload();
    await expectCheckoutStep(page, 'PAYMENT');
    await expect(page.getByText('12 Gandhi Road')).toBeVisible();
    await expect(page.getByText('Chennai, Tamil Nadu – 600036')).toBeVisible();
    await expect(amount(page, 'Delivery Charges')).toHaveText('₹99');
    await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price + 99));
    await expect(page.getByRole('radio', { name: /^Cash on Delivery/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /^Pay Online/ })).toBeChecked();
    await expect(page.getByRole('button', { name: /^PAY/ })).toBeEnabled();
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);

    // Back to the address step keeps the chosen address.
    await page.getByRole('link', { name: 'Back to address' }).click();
    await expect(page.getByRole('radio', { name: /12 Gandhi Road/ })).toBeChecked();
    // Only the unknown PIN code typed on purpose failed (its lookup, then its save).
    errors.expectNone([/\/pincode\/999999/, /\/add-user-address/]);
  });

  test('hostel: the hostel popup leads to payment, where cash on delivery is off', async ({
    page,
    cartWithItems,
    expectSettledAccessible,
  }) => {
    const { tee } = cartWithItems;
    const errors = watchForErrors(page);
    await page.goto('/cart');
    await page.getByRole('radio', { name: /^Deliver to your hostel/ }).check();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    const hostel = page.getByRole('dialog', { name: 'Deliver to your hostel' });
    await hostel.getByLabel('Hostel').fill('Ganga');
    await hostel.getByRole('button', { name: 'Proceed to Payment' }).click();
    await expect(page).toHaveURL('/payment?method=hostel&hostel=Ganga');
    await page.reload();
    await expectCheckoutStep(page, 'PAYMENT');
    await expect(page.getByText('Deliver to your hostel')).toBeVisible();
    await expect(page.getByText('Ganga', { exact: true })).toBeVisible();
    await expect(amount(page, 'Delivery Charges')).toHaveText('₹19');
    await expect(amount(page, 'Total Amount')).toHaveText(formatRupees(tee.price + 19));
    await expect(page.getByRole('radio', { name: /^Cash on Delivery/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^PAY/ })).toBeEnabled();
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);

    // Without the hostel the choice is incomplete: back to the cart.
    await page.goto('/payment?method=hostel');
    await expect(page).toHaveURL('/cart');
    errors.expectNone();
  });

  test('saved addresses: add, edit and remove; no orders yet', async ({
    page,
    loggedIn,
    toast,
    expectSettledAccessible,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/profile/my-orders');
    await expect(
      page.getByText('Seems like you are new here... Visit our shop page and order now!'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);

    await page
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'Saved Addresses' })
      .click();
    await expect(page).toHaveURL('/profile/my-addresses');
    await expect(page.getByText('No addresses available')).toBeVisible();
    await expectSettledAccessible();

    await page.getByRole('button', { name: 'Add Address' }).click();
    const add = page.getByRole('dialog', { name: 'Add Address' });
    await fillAddress(add, '12 Gandhi Road', 'Adyar', '600036');
    await expect(add.getByRole('textbox', { name: 'City' })).toHaveValue('Chennai');
    await add.getByRole('button', { name: 'Save Address' }).click();
    await expect(add).toBeHidden();
    await expectFullyShown(toast('Address added'));

    const card = page.getByRole('listitem').filter({ hasText: 'Gandhi Road' });
    await expect(card).toContainText(loggedIn.account.name);
    await expect(card).toContainText(loggedIn.account.phone);
    await expect(card).toContainText('Chennai, Tamil Nadu – 600036');
    await expectSettledAccessible();
    await expectNoHorizontalOverflow(page);

    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'EDIT ADDRESS' });
    await expect(edit.getByRole('textbox', { name: 'Address line 1' })).toHaveValue(
      '12 Gandhi Road',
    );
    await edit.getByRole('textbox', { name: 'Address line 2' }).fill('IIT Madras campus');
    await expectSettledAccessible();
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await expect(edit).toBeHidden();
    await expect(toast('Address updated')).toBeVisible();
    await expect(card).toContainText('IIT Madras campus');

    await page.reload();
    await expect(card).toContainText('IIT Madras campus');
    await card.getByRole('button', { name: /^Remove/ }).click();
    await expect(toast('Address removed')).toBeVisible();
    await expect(page.getByText('No addresses available')).toBeVisible();
  });

  test('checkout and order pages ask for a login', async ({ page }) => {
    // Checkout sends a visitor to log in, then back to the cart kept on the device.
    await page.goto('/payment?method=pickup');
    await expect(page).toHaveURL('/login?next=%2Fcart');
    await page.goto('/address?method=delivery');
    await expect(page).toHaveURL('/login?next=%2Fcart');
    await page.goto('/profile/my-orders');
    await expect(page).toHaveURL('/');
  });
});
