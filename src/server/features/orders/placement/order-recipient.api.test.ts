import { afterEach, beforeEach, expect, it } from 'vitest';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpUser, type SignedUpUser } from '../../../test/test-shop.ts';
import { listen, sandboxEach, type Sandbox } from '../payments/payments.test-kit.ts';
import { onlineOrder } from '../changes/cancel.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';

let sandbox: Sandbox;
const withSandbox = sandboxEach({ get: () => sandbox, set: (s) => (sandbox = s) });

/**
 * The recipient of a home delivery (docs/product.md#saved-addresses): the saved address's name and
 * mobile are copied onto the order as it is placed, so the student's order page, the admin's
 * order page and list, the pick list and the CSV show who takes the parcel, even after the address
 * is edited.
 */
describeShop('an order keeps its recipient', withSandbox, ({ shop }) => {
  let admin: { email: string; token: string };
  let me: SignedUpUser;
  beforeEach(async () => {
    await listen(shop, sandbox);
    admin = await signedInAdmin(shop);
    me = await signedUpUser(shop);
  });
  afterEach(() => sandbox.gateway.idle());

  const asAdmin = (path: string, body: Record<string, unknown>) =>
    shop.call(path, body, { token: admin.token });
  const recipient = { name: 'Ravi Rao', phoneNumber: '9876543210' };

  it('copies the saved address’s recipient onto the order and shows it to both sides', async () => {
    const added = await shop.call(
      'auth/add-user-address',
      {
        address1: '4 Lake Road',
        address2: 'Adyar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pinCode: '600020',
        recipientName: 'Ravi Rao',
        recipientPhone: '+91 98765 43210',
      },
      { token: me.token },
    );
    expect(added.statusCode, added.body).toBe(200);
    const [address] = (await shop.call('auth/get-user-addresses', {}, { token: me.token })).json();
    const tee = await insertProduct(shop.db, { pricePaise: 49_900, name: 'Lake Tee' }, { M: 5 });
    const order = await onlineOrder(shop, me, [{ productId: tee.id }], {
      method: 'delivery',
      addressId: address.id,
    });
    expect(order).toMatchObject({
      deliveryMethod: 'delivery',
      deliveryAddresses: { address1: '4 Lake Road', pinCode: '600020' },
      recipient,
    });
    // The order keeps its copy when the address book changes.
    await shop.call(
      'auth/edit-user-address',
      {
        id: address.id,
        address1: '4 Lake Road',
        address2: 'Adyar',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pinCode: '600020',
        recipientName: 'Someone Else',
        recipientPhone: '9123456780',
      },
      { token: me.token },
    );
    const mine = await shop.call(
      'products/my-order',
      { orderNumber: order.orderNumber },
      { token: me.token },
    );
    expect(mine.json().order.recipient).toEqual(recipient);
    const item = order.productsOrdered[0]!.orderItem_id;
    const detail = await shop.call(
      `products/get-individual-order/${item}`,
      {},
      { token: me.token },
    );
    expect(detail.json().order.recipient).toEqual(recipient);

    // The admin: the order page, the list, the pick list and the CSV's last two columns.
    const page = await asAdmin('admin/order', { order_id: order.order_id });
    expect(page.json().order.recipient).toEqual(recipient);
    const list = await asAdmin('products/allOrders', { page: 1, q: order.orderNumber });
    expect(list.json().products[0].recipient).toEqual(recipient);
    const pick = await asAdmin('admin/pick-list', { deliveryMethod: 'delivery' });
    expect(pick.json().orders).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, recipient }),
    ]);
    const csv = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/admin/orders.csv',
      payload: { q: order.orderNumber },
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header, row] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/,Recipient,Recipient phone$/);
    expect(row).toMatch(/,Ravi Rao,9876543210$/);
  });

  it('leaves the recipient out of an order collected on campus', async () => {
    const tee = await insertProduct(shop.db, { pricePaise: 49_900 }, { M: 5 });
    const order = await onlineOrder(shop, me, [{ productId: tee.id }], { method: 'hostel' });
    expect(order.recipient).toBeUndefined();
    const page = await asAdmin('admin/order', { order_id: order.order_id });
    expect(page.json().order.recipient).toBeUndefined();
  });
});
