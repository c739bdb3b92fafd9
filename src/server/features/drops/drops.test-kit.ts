import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AdminDrop, DropFields } from '#shared/contract/drops.ts';
import { epochToIstLocal } from '#shared/rules/drops.ts';
import { istDay } from '#shared/rules/admin.ts';
import { dropStock, orderItems, orders } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { TestShop } from '../../test/test-shop.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';

/** Helpers for drop API tests: drops made through the admin's own call, on the shop's clock. */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY_TEST = 24 * HOUR;

/**
 * The fields of a drop that opens in an hour and closes two hours later (Indian time, to the
 * minute, as the admin types them), limit 2, online only, no cap.
 */
export function dropFields(shop: TestShop, productIds: number[], more: Partial<DropFields> = {}) {
  const now = shop.clock().getTime();
  return {
    name: 'Fest Drop',
    opensAt: epochToIstLocal(now + HOUR),
    closesAt: epochToIstLocal(now + 3 * HOUR),
    perStudentLimit: 2,
    readyBy: istDay(now + 10 * 24 * HOUR),
    products: productIds.map((productId) => ({ productId })),
    ...more,
  } satisfies DropFields;
}

/** Creates a drop as the admin; answers its admin view. */
export async function newDrop(
  shop: TestShop,
  productIds: number[],
  more: Partial<DropFields> = {},
): Promise<AdminDrop> {
  const admin = await signedInAdmin(shop);
  const res = await shop.call('admin/drops/create', dropFields(shop, productIds, more), {
    token: admin.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { drop: AdminDrop }).drop;
}

/** An admin call about one drop that must succeed; answers its reply. */
export async function adminDropReply<T>(
  shop: TestShop,
  path: 'admin/drops/print-run' | 'admin/drops/orders-over-time',
  id: number,
  token: string,
): Promise<T> {
  const res = await shop.call(path, { id }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Moves the shop's clock past the drop's opening (made by `dropFields`). */
export const openDrop = (shop: TestShop) => shop.clock.advance(HOUR + MINUTE);
/** ...and past its closing. */
export const closeDrop = (shop: TestShop) => shop.clock.advance(3 * HOUR);

/** Pieces ordered in a drop (every order item in it), per student when `userEmail` is given. */
export async function piecesOrdered(db: Db, dropId: number, userEmail?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.dropId, dropId),
        userEmail ? eq(orders.customerEmail, userEmail) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** The `taken` of a drop's product counter (size '' unless given). */
export async function takenOf(db: Db, dropId: number, productId: number, size: Size | '' = '') {
  const [row] = await db
    .select({ taken: dropStock.taken })
    .from(dropStock)
    .where(
      and(
        eq(dropStock.dropId, dropId),
        eq(dropStock.productId, productId),
        eq(dropStock.size, size),
      ),
    );
  return row?.taken ?? -1;
}
