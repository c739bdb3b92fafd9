import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DeliveryMethod, Totals } from '#shared/rules/delivery.ts';
import type { PaymentMethod } from '#shared/rules/orders.ts';
import type { Destination, OrderLine } from '../../../db/checkout-snapshot.ts';
import { rowsOf, type Db, type Tx } from '../../../db/client.ts';
import type { OutboxMail } from '../../../adapters/mail/outbox.ts';
import {
  cartCoupons,
  cartLines,
  orderItems,
  orders,
  users,
  type OrderRow,
} from '../../../db/schema/index.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { allConsumed, consumingHolds } from '../stock.ts';
import { toOrder, type OrderRecord, type PreOrderDrop } from '../order-record.ts';
import { preOrderDropsOf } from '../orders.queries.ts';

/**
 * Placement's SQL: writing an order from a priced cart, inside the caller's transaction (a cash
 * order as it is placed, an online one when its payment completes: paid-order.ts), and the reads
 * around it. The caller takes its stock (or consumes its holds) in the same transaction
 * (../stock.ts).
 */

export interface OrderPlan extends Destination {
  lines: readonly OrderLine[];
  totals: Totals;
  paymentMethod: PaymentMethod;
  transactionId?: string | undefined;
  merchantOrderRef?: string | undefined;
  checkoutKey?: string | undefined;
  /** The coupon priced into `totals` (its saving is `totals.discount`). */
  couponCode?: string | undefined;
  customer: { name: string; phone: string; email: string };
  /**
   * The drops the lines were pre-ordered in, as the placement read them (their ready day and
   * close cannot change while the drop is live): the order's cancel flags need no second read.
   */
  preOrderDrops?: ReadonlyMap<number, PreOrderDrop> | undefined;
  /** A placement's holds, consumed in the items' statement (`holdsConsumed` says how it went). */
  consumeHolds?: { holdIds: readonly number[]; at: Date } | undefined;
}

/** The order as written; `holdsConsumed` is false when some of `consumeHolds` were no longer held. */
export type WrittenOrder = OrderRecord & { holdsConsumed: boolean };

/** Who the order is for, as the order keeps it (SESSION_EXPIRED when the account is gone). */
export async function customerOf(tx: Db, userId: number) {
  const [user] = await tx
    .select({ name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new DomainError('SESSION_EXPIRED');
  return user;
}

/** 4 random digits for collecting pickup and hostel orders; home deliveries have none. */
const handoverCodeFor = (method: DeliveryMethod) =>
  method === 'delivery' ? '' : String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * Writes the order and its items (copies of the products as sold) and empties the ordered
 * lines from the cart. The caller takes the stock (or has its holds consumed here, in the
 * items' statement) in the same transaction. Returns the new order as written (its mails need
 * no second read).
 */
export async function writeOrder(tx: Tx, userId: number, plan: OrderPlan): Promise<WrittenOrder> {
  const address = plan.address ?? { address1: '', address2: '', city: '', state: '', pinCode: '' };
  // The database draws the order number (docs/product.md#order-numbers). 31^8 of them make a
  // repeat all but impossible; one that happens skips the row (a conflict on the number only)
  // and the loop draws again, so the caller's transaction is never aborted.
  let order: OrderRow | undefined;
  while (!order) {
    [order] = await tx
      .insert(orders)
      .values({
        userId,
        paymentMethod: plan.paymentMethod,
        deliveryMethod: plan.deliveryMethod,
        hostelAddress: plan.deliveryMethod === 'hostel' ? plan.hostelAddress : '',
        hostelRoom: plan.deliveryMethod === 'hostel' ? (plan.hostelRoom ?? '') : '',
        ...(plan.deliveryMethod === 'delivery' ? address : {}),
        // The handover's name and mobile (docs/product.md#saved-addresses), kept with the address.
        ...(plan.deliveryMethod === 'delivery' && plan.recipient
          ? { recipientName: plan.recipient.name, recipientPhone: plan.recipient.phone }
          : {}),
        subtotalPaise: plan.totals.totalMrp + plan.totals.platformFee,
        deliveryChargePaise: plan.totals.deliveryCharges,
        discountPaise: plan.totals.discount,
        couponCode: plan.couponCode ?? '',
        totalPaise: plan.totals.totalAmount,
        transactionId: plan.transactionId ?? null,
        merchantOrderRef: plan.merchantOrderRef ?? null,
        checkoutKey: plan.checkoutKey ?? null,
        customerName: plan.customer.name,
        customerPhone: plan.customer.phone,
        customerEmail: plan.customer.email,
        handoverCode: handoverCodeFor(plan.deliveryMethod),
      })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
  }
  const orderId = order.id;
  // The ordered lines leave the cart, and the holds are consumed, in the items' statement (two
  // round trips fewer per order).
  const held = plan.consumeHolds;
  const consumed =
    held && held.holdIds.length > 0
      ? tx.$with('consumed').as(consumingHolds(tx, held.holdIds, held.at))
      : undefined;
  const emptied = tx.$with('emptied').as(
    tx.delete(cartLines).where(
      and(
        eq(cartLines.userId, userId),
        inArray(
          cartLines.id,
          plan.lines.map((l) => l.cartLineId),
        ),
      ),
    ),
  );
  // The coupon code kept with the cart (docs/product.md#coupon-codes) goes with its lines.
  const uncouponed = tx
    .$with('uncouponed')
    .as(tx.delete(cartCoupons).where(eq(cartCoupons.userId, userId)));
  const written = await (
    consumed ? tx.with(emptied, uncouponed, consumed) : tx.with(emptied, uncouponed)
  )
    .insert(orderItems)
    .values(
      plan.lines.map(({ cartLineId: _line, sizeId: _size, dropStockId: _counter, ...line }) => ({
        orderId,
        ...line,
        discountPaise: line.discountPaise ?? 0,
      })),
    )
    .returning({
      ...getTableColumns(orderItems),
      consumed: consumed ? sql<number>`(select count(*)::int from ${consumed})` : sql<number>`0`,
    });
  const items = written.map(({ consumed: _n, ...item }) => item);
  const holdsConsumed =
    !consumed || !held || allConsumed(held.holdIds, Number(written[0]?.consumed ?? 0));
  const known = plan.preOrderDrops;
  const drops =
    known && items.every((i) => i.dropId === null || known.has(i.dropId))
      ? known
      : await preOrderDropsOf(tx, items);
  return {
    ...toOrder(
      order,
      items.sort((a, b) => a.id - b.id),
      new Map(),
      drops,
    ),
    holdsConsumed,
  };
}

/** The caller's order made with this checkout key, if a PLACE ORDER with it already went through. */
export async function orderOfCheckout(
  tx: Db,
  userId: number,
  checkoutKey: string,
): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, checkoutKey)));
  return row?.id;
}

/**
 * The student as an order keeps them, and how many cash orders of theirs are placed and not
 * handed over, in one statement; undefined when the account is gone.
 */
export async function customerWithOpenCashOrders(db: Db, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      phone: users.phone,
      email: users.email,
      open: sql<number>`(${db
        .select({ n: sql`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.paymentMethod, 'cod'),
            eq(orders.status, 'placed'),
          ),
        )})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && { ...row, open: Number(row.open) };
}

/**
 * The writes after a placed order's items, in one round trip (`shop_finish_order`, ADR 026):
 * the coupon use settled, the clubs' shares recorded, the mails stored (none with `expiresAt`,
 * `headers` or `supersedes`), and with `financialYear` the invoice number taken, last. Returns
 * the outbox ids written.
 */
export async function finishOrder(
  tx: Tx,
  order: {
    orderId: number;
    placedAt: Date;
    now: Date;
    couponUseId?: number | undefined;
    mails: readonly OutboxMail[];
    financialYear?: string | undefined;
  },
): Promise<number[]> {
  const mails = order.mails.map((m) => ({
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
    replyTo: m.replyTo ?? null,
    kind: m.kind,
    dedupeKey: m.dedupeKey ?? null,
  }));
  const [row] = rowsOf<{ ids: unknown }>(
    await tx.execute(sql`
      select shop_finish_order(${order.orderId}::int, ${order.placedAt.toISOString()}::timestamptz,
        ${order.now.toISOString()}::timestamptz, ${order.couponUseId ?? null}::int,
        ${JSON.stringify(mails)}::jsonb, ${order.financialYear ?? null}::text) as ids`),
  );
  return idsOf(row?.ids);
}

/** An int[] as either driver gives it (an array, or its text form `{1,2}`). */
function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string' && value.length > 2)
    return value.slice(1, -1).split(',').map(Number);
  return [];
}
