import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCoupon, CreateCouponBody } from '#shared/contract/coupons.ts';
import { paiseToRupees, rupeesToPaise } from '#shared/rules/money.ts';
import type { AppDeps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../db/connection-errors.ts';
import { coupons, type CouponRow } from '../../../db/schema/index.ts';
import { DomainError } from '../../../lib/domain-error.ts';

/**
 * The admin's coupon codes (docs/product.md#coupon-codes): create, list, switch off. A code's
 * terms never change once students may have used it; a new code is made instead.
 */

type NewCoupon = z.output<typeof CreateCouponBody>;

/** The wire's coupon (rupees, epoch ms) from the row. */
export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? (row.percentOff ?? 0) : paiseToRupees(row.amountOffPaise ?? 0),
    minOrder: paiseToRupees(row.minOrderPaise),
    startsAt: row.startsAt?.getTime() ?? null,
    endsAt: row.endsAt?.getTime() ?? null,
    totalUses: row.totalUses,
    usesPerStudent: row.usesPerStudent,
    usesTaken: row.usesTaken,
    scope: row.scope,
    scopeValue: row.scopeValue,
    active: row.active,
  };
}

export async function createCoupon(
  { db }: Pick<AppDeps, 'db'>,
  body: NewCoupon,
): Promise<CouponRow> {
  const percent = body.kind === 'percent';
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: body.code,
        kind: body.kind,
        percentOff: percent ? body.value : null,
        amountOffPaise: percent ? null : rupeesToPaise(body.value),
        minOrderPaise: rupeesToPaise(body.minOrder),
        startsAt: body.startsAt ? new Date(body.startsAt) : null,
        endsAt: body.endsAt ? new Date(body.endsAt) : null,
        totalUses: body.totalUses ?? null,
        usesPerStudent: body.usesPerStudent ?? null,
        scope: body.scope,
        scopeValue: body.scope === 'all' ? '' : body.scopeValue,
      })
      .returning();
    return row!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('COUPON_EXISTS');
    throw err;
  }
}

export async function listCoupons({ db }: Pick<AppDeps, 'db'>): Promise<CouponRow[]> {
  return db.select().from(coupons).orderBy(desc(coupons.id)).limit(500);
}

export async function setCouponActive(
  { db }: Pick<AppDeps, 'db'>,
  { id, active }: { id: number; active: boolean },
): Promise<void> {
  const changed = await db
    .update(coupons)
    .set({ active, updatedAt: new Date() })
    .where(eq(coupons.id, id))
    .returning({ id: coupons.id });
  if (changed.length === 0) throw new DomainError('NOT_FOUND', 'Coupon not found');
}
