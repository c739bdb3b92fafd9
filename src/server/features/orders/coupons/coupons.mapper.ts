import type { AdminCoupon } from '#shared/contract/coupons.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { CouponRow } from '../../../db/schema/index.ts';

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
