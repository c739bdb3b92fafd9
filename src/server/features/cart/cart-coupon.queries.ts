import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartCoupons } from '../../db/schema/index.ts';

/** The coupon code kept with a student's cart: one row per student (docs/product.md#coupon-codes). */

/** Keeps `code` with the student's cart, in place of any code kept before. */
export async function keepCouponRow(db: Db, userId: number, code: string): Promise<void> {
  await db
    .insert(cartCoupons)
    .values({ userId, code })
    .onConflictDoUpdate({
      target: cartCoupons.userId,
      set: { code, updatedAt: sql`now()` },
    });
}

/** Forgets the code kept with the student's cart, if any. */
export async function forgetCouponRow(db: Db, userId: number): Promise<void> {
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}
