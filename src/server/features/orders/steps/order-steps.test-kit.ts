import { insertProduct } from '../../../test/db-fixtures.ts';
import type { SignedUpUser, TestShop } from '../../../test/test-shop.ts';
import { insertOrder } from '../../admin/admin.test-kit.ts';

/**
 * What the order steps' tests share: an order written for the customer, the admin's view of it,
 * the bulk step and handover calls, and the mails about an order. `who` answers the test's
 * current admin and customer (set in its beforeEach).
 */
export function stepsKit(
  shop: TestShop,
  who: () => { admin: { email: string; token: string }; customer: SignedUpUser },
) {
  /** An order of two items written to the database, for the customer. */
  async function anOrder(deliveryMethod: 'pickup' | 'hostel' | 'delivery' = 'pickup') {
    const { customer } = who();
    const tee = await insertProduct(shop.db, { name: 'Quad Tee' });
    return insertOrder(shop.db, {
      userId: Number(customer.claims.sub),
      email: customer.email,
      name: 'Asha Verma',
      deliveryMethod,
      items: [
        { productId: tee.id, size: 'M', quantity: 2 },
        { productId: tee.id, size: 'L' },
      ],
    });
  }
  /** The order as the admin's list shows it (with its version). */
  async function adminView(orderId: number) {
    const list = (
      await shop.call(
        'products/allOrders',
        { page: 1, q: `#${orderId}` },
        { token: who().admin.token },
      )
    ).json();
    return list.products.find((o: { order_id: number }) => o.order_id === orderId);
  }
  const move = (
    step: string,
    orders: ({ order_id: number; version: number } & Record<string, unknown>)[],
    token?: string,
  ) => shop.call('admin/orders/step', { step, orders }, { token: token ?? who().admin.token });
  const handover = (body: Record<string, unknown>, token?: string) =>
    shop.call('admin/orders/handover', body, { token: token ?? who().admin.token });
  const mailsAbout = (order: { orderNumber: string }, subject: RegExp) =>
    shop.smtp.messages.filter(
      (m) => m.subject?.endsWith(`order ${order.orderNumber}`) && subject.test(m.subject ?? ''),
    );
  return { anOrder, adminView, move, handover, mailsAbout };
}
