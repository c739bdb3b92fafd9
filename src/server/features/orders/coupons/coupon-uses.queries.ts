import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Paise } from '#shared/rules/money.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { rowsOf } from '../../../db/client.ts';
import { couponUses } from '../../../db/schema/index.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { usesByStudent } from './coupons.queries.ts';

/**
 * A coupon's uses, kept like stock holds (../stock.ts, ADR 015): a placement takes a use (the
 * coupon's count goes up by one conditional update, so its total cap holds with any number of
 * buyers at once); a cash order uses it at once; an online payment holds it until it completes
 * (used) or fails or expires (released); a cancelled order releases it. The words: take · attach
 * · use · release.
 */

/**
 * Takes one use of the coupon for the student, inside the placement's or the finalisation's
 * transaction. Both caps hold under any number of payments at once: the coupon's row is locked
 * first, so the student's uses (held or used) are counted with every other taker waiting, then
 * the count goes up by one conditional update. COUPON_ALREADY_USED when the student has taken the
 * uses the code allows (another payment of theirs holds one, or an order used it), COUPON_USED_UP
 * when the total cap is reached. The coupon's row stays locked until the commit: take it late.
 */
export async function takeCouponUse(
  tx: Tx,
  coupon: { id: number },
  userId: number,
  discountPaise: Paise,
): Promise<number> {
  const [row] = rowsOf<{ per_student: number | null }>(
    await tx.execute(
      sql`select uses_per_student as per_student from coupons where id = ${coupon.id}::int for update`,
    ),
  );
  // A statement of its own after the lock: it sees every use committed by whoever held it.
  if (row && row.per_student !== null) {
    const mine = await usesByStudent(tx, coupon.id, userId);
    if (mine >= row.per_student) throw new DomainError('COUPON_ALREADY_USED');
  }
  const [use] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      with counted as (
        update coupons set uses_taken = uses_taken + 1, updated_at = now()
        where id = ${coupon.id}::int and (total_uses is null or uses_taken < total_uses)
        returning id
      )
      insert into coupon_uses (coupon_id, user_id, discount_paise)
      select id, ${userId}::int, ${discountPaise}::int from counted
      returning id`),
  );
  if (!use) throw new DomainError('COUPON_USED_UP');
  return use.id;
}

/** A taken use is held by the online payment it was taken for. */
export async function attachCouponUse(tx: Tx, useId: number, paymentId: number): Promise<void> {
  await tx.update(couponUses).set({ paymentId }).where(eq(couponUses.id, useId));
}

/** The payment's held use, if it still holds one. */
export async function heldUseOfPayment(tx: Db, paymentId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(
      and(
        eq(couponUses.paymentId, paymentId),
        eq(couponUses.state, 'held'),
        isNull(couponUses.orderId),
      ),
    );
  return row?.id;
}

/**
 * Gives back the uses held or used by an order (cancelled) or a payment (failed, expired,
 * refunded), in one statement: a use changes state only from held or used, so giving back twice
 * gives back once. Returns how many it released.
 */
export async function releaseCouponUses(
  db: Db,
  of: { orderId: number } | { paymentId: number },
  at: Date,
): Promise<number> {
  const owner =
    'orderId' in of ? sql`order_id = ${of.orderId}::int` : sql`payment_id = ${of.paymentId}::int`;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`
      with released as (
        update coupon_uses set state = 'released', settled_at = ${at.toISOString()}::timestamptz
        where ${owner} and state in ('held', 'used')
        returning coupon_id
      ), back as (
        update coupons c set uses_taken = c.uses_taken - r.n
        from (select coupon_id, count(*)::int as n from released group by coupon_id) r
        where c.id = r.coupon_id
      )
      select count(*)::int as n from released`),
  );
  return row?.n ?? 0;
}
