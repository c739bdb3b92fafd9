import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalCouponCode } from '#shared/rules/coupons.ts';
import type { Db } from '../../../db/client.ts';
import { couponUses, coupons, type CouponRow } from '../../../db/schema/index.ts';

/** The coupon with this code (any case, blanks around ignored); undefined when there is none. */
export async function couponByCode(db: Db, typed: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normalCouponCode(typed)));
  return row;
}

/** How many uses of the coupon the student holds or used (released ones are given back). */
export async function usesByStudent(db: Db, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.couponId, couponId),
        eq(couponUses.userId, userId),
        inArray(couponUses.state, ['held', 'used']),
      ),
    );
  return row?.n ?? 0;
}

/** Writes a new coupon; a taken code fails with the database's unique violation. */
export async function insertCoupon(
  db: Db,
  values: typeof coupons.$inferInsert,
): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

/** The newest coupons first (the admin's list). */
export function newestCoupons(db: Db, limit = 500): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.id)).limit(limit);
}

/** Switches a coupon on or off; false when there is no such coupon. */
export async function setActive(db: Db, id: number, active: boolean): Promise<boolean> {
  const changed = await db
    .update(coupons)
    .set({ active, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning({ id: coupons.id });
  return changed.length > 0;
}
