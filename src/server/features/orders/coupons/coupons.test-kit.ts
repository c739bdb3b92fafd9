import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CreateCouponBody } from '#shared/contract/coupons.ts';
import { coupons } from '../../../db/schema/index.ts';
import type { TestShop } from '../../../test/test-shop.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';

/** Helpers for coupon API tests: codes made through the admin's own call. */

/** A code no other test of the block uses: "SAVE-1A2B3C". */
export const uniqueCode = (prefix = 'SAVE') =>
  `${prefix}-${randomUUID().slice(0, 6).toUpperCase()}`;

/** Creates a coupon as the admin (admin/coupons/create) and answers its wire form. */
export async function newCoupon(
  shop: TestShop,
  body: Partial<CreateCouponBody> & Pick<CreateCouponBody, 'kind' | 'value'>,
) {
  const admin = await signedInAdmin(shop);
  const res = await shop.call(
    'admin/coupons/create',
    { code: uniqueCode(), ...body },
    { token: admin.token },
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { coupon: { id: number; code: string } }).coupon;
}

/** The coupon's count of uses held or used, read from the database. */
export async function usesTakenOf(shop: TestShop, couponId: number): Promise<number> {
  const [row] = await shop.db
    .select({ n: coupons.usesTaken })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row?.n ?? -1;
}
