import type { z } from 'zod';
import type { CreateCouponBody } from '#shared/contract/coupons.ts';
import { rupeesToPaise } from '#shared/rules/money.ts';
import type { AppDeps } from '../../../deps.ts';
import { isUniqueViolation } from '../../../db/connection-errors.ts';
import type { CouponRow } from '../../../db/schema/index.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { insertCoupon, newestCoupons, setActive } from './coupons.queries.ts';

/**
 * The admin's coupon codes (docs/product.md#coupon-codes): create, list, switch off. A code's
 * terms never change once students may have used it; a new code is made instead.
 */

type NewCoupon = z.output<typeof CreateCouponBody>;

export async function createCoupon(
  { db }: Pick<AppDeps, 'db'>,
  body: NewCoupon,
): Promise<CouponRow> {
  const percent = body.kind === 'percent';
  try {
    return await insertCoupon(db, {
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
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError('COUPON_EXISTS');
    throw err;
  }
}

export async function listCoupons({ db }: Pick<AppDeps, 'db'>): Promise<CouponRow[]> {
  return newestCoupons(db);
}

export async function setCouponActive(
  { db }: Pick<AppDeps, 'db'>,
  { id, active }: { id: number; active: boolean },
): Promise<void> {
  if (!(await setActive(db, id, active))) throw new DomainError('NOT_FOUND', 'Coupon not found');
}
