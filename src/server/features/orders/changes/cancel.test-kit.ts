import { expect } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { OrderView } from '#shared/contract/my-orders.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Db } from '../../../db/client.ts';
import { mailOutbox, orderItems, productSizes } from '../../../db/schema/index.ts';
import { insertProduct } from '../../../test/db-fixtures.ts';
import type { TestShop } from '../../../test/test-shop.ts';
import { addToCart, type Customer } from '../../cart/cart.test-kit.ts';
import { payOnPage } from '../payments/payments.test-kit.ts';

/**
 * Helpers for cancel tests (docs/product.md#cancelling-an-order): real orders placed through the
 * shop's own calls (cash at pickup, or paid online on the sandbox's pay page), cancels as the
 * student or the admin, and the stock a product's size accounts for.
 */

export interface CartPick {
  productId: number;
  size?: Size;
  quantity?: number;
}

async function fillCart(shop: TestShop, who: Customer, lines: readonly CartPick[]) {
  for (const l of lines) {
    const res = await addToCart(shop, who, {
      productId: l.productId,
      selectedSize: l.size ?? 'M',
      quantity: l.quantity ?? 1,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** The caller's order by its id or number, as products/my-order answers it (refunds included). */
export async function orderOf(
  shop: TestShop,
  who: Customer,
  by: { orderId: number } | { orderNumber: string },
): Promise<OrderView> {
  const res = await shop.call('products/my-order', by, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { order: OrderView }).order;
}

/** A cash-on-delivery pickup order of these lines, placed with PLACE ORDER. */
export async function cashOrder(
  shop: TestShop,
  who: Customer,
  lines: readonly CartPick[],
  couponCode?: string,
): Promise<OrderView> {
  await fillCart(shop, who, lines);
  const res = await shop.call(
    'payment/confirm',
    { deliveryMethod: 'pickup', ...(couponCode ? { couponCode } : {}) },
    { token: who.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return orderOf(shop, who, { orderId: (res.json() as { order_id: number }).order_id });
}

/** An order of these lines paid online on the sandbox (hostel delivery: ₹19 charged). */
export async function onlineOrder(
  shop: TestShop,
  who: Customer,
  lines: readonly CartPick[],
  options: {
    couponCode?: string;
    method?: 'pickup' | 'hostel' | 'delivery';
    /** Home delivery to this saved address. */
    addressId?: number;
  } = {},
): Promise<OrderView> {
  await fillCart(shop, who, lines);
  const method = options.method ?? 'hostel';
  const res = await shop.call(
    'payment/order',
    {
      deliveryMethod: method,
      ...(method === 'hostel' ? { hostel: 'Godavari' } : {}),
      ...(options.addressId !== undefined ? { addressId: options.addressId } : {}),
      ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    },
    { token: who.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  const paid = await payOnPage((res.json() as { link: string }).link, 'success');
  const ref = paid.location.split('/paymentValid/')[1] ?? '';
  const done = await shop.call('payment/order/validate', { id: ref }, { token: who.token });
  expect(done.statusCode, done.body).toBe(200);
  const orderId = (done.json() as { order_id?: number }).order_id;
  expect(orderId).toBeGreaterThan(0);
  return orderOf(shop, who, { orderId: orderId! });
}

/** products/cancel-order as `who`. */
export const cancelAsStudent = (
  shop: TestShop,
  who: Customer,
  body: { orderNumber: string; orderItem_id?: number; reason?: string },
) => shop.call('products/cancel-order', body, { token: who.token });

/** admin/orders/cancel-item as the admin. */
export const cancelAsAdmin = (
  shop: TestShop,
  admin: Customer,
  body: { orderItem_id: number; version: number; reason: string; quantity?: unknown },
) => shop.call('admin/orders/cancel-item', body, { token: admin.token });

/** The size's quantity on sale. */
export async function onSale(db: Db, productId: number, size: Size = 'M'): Promise<number> {
  const [row] = await db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(sql`${productSizes.productId} = ${productId} and ${productSizes.size} = ${size}`);
  return row!.quantity;
}

/** The items' steps in the database, by id. */
export async function stepsOf(db: Db, ids: readonly number[]) {
  const rows = await db
    .select({ id: orderItems.id, step: orderItems.step })
    .from(orderItems)
    .where(inArray(orderItems.id, [...ids]));
  return Object.fromEntries(rows.map((r) => [r.id, r.step]));
}

/** A ₹499 tee with 5 of each of M and L on sale. */
export const teeOnSale = (db: Db) => insertProduct(db, { pricePaise: 49_900 }, { M: 5, L: 5 });

/** The order's item in this size. */
export const itemOf = (order: OrderView, size: string) =>
  order.productsOrdered.find((i) => i.size === size)!;

/** The mails stored for `to` whose subject matches. */
export const outboxTo = (db: Db, to: string, subject: RegExp) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .then((rows) => rows.filter((m) => subject.test(m.subject)));
