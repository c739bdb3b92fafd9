import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { DeliveryMethod, Totals } from '#shared/rules/delivery.ts';
import type { PaymentMethod } from '#shared/rules/orders.ts';
import type { Destination, OrderLine } from '../../../db/checkout-snapshot.ts';
import { rowsOf, type Db, type Tx } from '../../../db/client.ts';
import { intArray, preparedQuery, preparedStatement } from '../../../db/prepared.ts';
import { statementWithValues } from '../../../db/locked-statement.ts';
import { lastStatementWithCommit } from '../../../db/locks.ts';
import type { OutboxMail } from '../../../adapters/mail/outbox.ts';
import {
  cartCoupons,
  cartLines,
  orderItems,
  orders,
  users,
  type OrderItemRow,
  type OrderRow,
} from '../../../db/schema/index.ts';
import { DomainError } from '../../../lib/domain-error.ts';
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
}

/** The order as written. */
export type WrittenOrder = OrderRecord;

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

/** What an order line writes into its item, in this order (the item's own columns aside). */
const ITEM_FIELDS = [
  'productId',
  'productName',
  'productDetails',
  'productStyle',
  'productImageUrl',
  'isOwnBrand',
  'size',
  'quantity',
  'unitPricePaise',
  'discountPaise',
  'teeName',
  'institutionName',
  'teeNumber',
  'dropId',
] as const;
const itemColumns = getTableColumns(orderItems);
const itemTargets = sql.join(
  ITEM_FIELDS.map((f) => sql.identifier(itemColumns[f].name)),
  sql`, `,
);
const itemValues = sql.join(
  ITEM_FIELDS.map((f) => sql.raw(`(l.item->>'${f}')::${itemColumns[f].getSQLType()}`)),
  sql`, `,
);
/** Only while the order's row was written (a repeated order number writes nothing). */
const orderWritten = sql`exists (select 1 from o)`;

const p = (name: string) => sql.placeholder(name);
/**
 * Every column an order is written with, as the statement's placeholder of the same name. The
 * compiler keeps `writeOrder`'s values in step: each is a column, and each has its value there.
 */
const ORDER_FIELDS = [
  'userId',
  'paymentMethod',
  'deliveryMethod',
  'hostelAddress',
  'hostelRoom',
  'address1',
  'address2',
  'city',
  'state',
  'pinCode',
  'recipientName',
  'recipientPhone',
  'subtotalPaise',
  'deliveryChargePaise',
  'discountPaise',
  'couponCode',
  'totalPaise',
  'transactionId',
  'merchantOrderRef',
  'checkoutKey',
  'customerName',
  'customerPhone',
  'customerEmail',
  'handoverCode',
] as const satisfies readonly (keyof typeof orders.$inferInsert)[];
type OrderField = (typeof ORDER_FIELDS)[number];

/**
 * `writeOrder`'s statement, built once per connection (it is most of a placement's query
 * building otherwise): the order, its items, and the ordered lines and the kept coupon code out
 * of the cart (docs/product.md#coupon-codes), with data-modifying `with`s.
 */
const orderWrite = preparedStatement('order_write', (tx) => {
  const order = tx
    .insert(orders)
    .values(Object.fromEntries(ORDER_FIELDS.map((f) => [f, p(f)])) as PgInsertValue<typeof orders>)
    .onConflictDoNothing({ target: orders.orderNumber })
    .returning();
  const emptied = tx
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.userId, p('userId')),
        sql`${cartLines.id} = any(${p('lineIds')}::int[])`,
        orderWritten,
      ),
    );
  const uncouponed = tx
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.userId, p('userId')), orderWritten));
  return sql`
      with o as (${order.getSQL()}), emptied as (${emptied.getSQL()}),
        uncouponed as (${uncouponed.getSQL()}),
      items as (
        insert into order_items (order_id, ${itemTargets})
        select o.id, ${itemValues}
        from o cross join jsonb_array_elements(${p('items')}::jsonb) with ordinality as l(item, n)
        order by l.n
        returning *
      )
      select row_to_json(o) as "order",
        (select coalesce(json_agg(row_to_json(items) order by items.id), '[]'::json) from items) as items
      from o`;
});

/**
 * Writes the order and its items (copies of the products as sold) and empties the ordered lines
 * from the cart, in ONE statement (data-modifying `with`s). The caller takes the stock (or
 * consumes its holds: `finishOrder`) in the same transaction. Returns the new order as written
 * (its mails need no second read).
 */
export async function writeOrder(tx: Tx, userId: number, plan: OrderPlan): Promise<WrittenOrder> {
  const address = plan.address ?? { address1: '', address2: '', city: '', state: '', pinCode: '' };
  const items = JSON.stringify(
    plan.lines.map((l) => ({
      ...l,
      discountPaise: l.discountPaise ?? 0,
      teeNumber: l.teeNumber ?? '',
    })),
  );
  const values: Record<Exclude<OrderField, 'handoverCode'>, unknown> & {
    lineIds: unknown;
    items: string;
  } = {
    userId,
    paymentMethod: plan.paymentMethod,
    deliveryMethod: plan.deliveryMethod,
    hostelAddress: plan.deliveryMethod === 'hostel' ? plan.hostelAddress : '',
    hostelRoom: plan.deliveryMethod === 'hostel' ? (plan.hostelRoom ?? '') : '',
    ...(plan.deliveryMethod === 'delivery'
      ? address
      : { address1: '', address2: '', city: '', state: '', pinCode: '' }),
    // The handover's name and mobile (docs/product.md#saved-addresses), kept with the address.
    recipientName: plan.deliveryMethod === 'delivery' ? (plan.recipient?.name ?? '') : '',
    recipientPhone: plan.deliveryMethod === 'delivery' ? (plan.recipient?.phone ?? '') : '',
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
    lineIds: intArray(plan.lines.map((l) => l.cartLineId)),
    items,
  };
  // The database draws the order number (docs/product.md#order-numbers). 31^8 of them make a
  // repeat all but impossible; one that happens skips the row (a conflict on the number only),
  // every other part of the statement waits for it (`orderWritten`), and the loop draws again,
  // so the caller's transaction is never aborted.
  let written: { order: Record<string, unknown>; items: Record<string, unknown>[] } | undefined;
  while (!written) {
    const handoverCode = handoverCodeFor(plan.deliveryMethod);
    const [row] = rowsOf<{ order: Record<string, unknown>; items: unknown }>(
      await orderWrite(tx).execute({ ...values, handoverCode }),
    );
    if (row)
      written = {
        order: jsonOf(row.order),
        items: jsonOf(row.items),
      };
  }
  const row = rowOf<OrderRow>(orders, written.order);
  const itemRows = written.items.map((i) => rowOf<OrderItemRow>(orderItems, i));
  const known = plan.preOrderDrops;
  const drops =
    known && itemRows.every((i) => i.dropId === null || known.has(i.dropId))
      ? known
      : await preOrderDropsOf(tx, itemRows);
  return toOrder(row, itemRows, new Map(), drops);
}

/** A JSON value as either driver gives it (parsed, or its text). */
const jsonOf = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** A table's row from its `row_to_json` (database names, JSON values), as drizzle reads one. */
function rowOf<T>(table: typeof orders | typeof orderItems, json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/**
 * What a cash order reads under the cart lock, in one statement: the student as an order keeps
 * them, how many cash orders of theirs are placed and not handed over, and the order an earlier
 * try with `checkoutKey` made (null when none); undefined when the account is gone.
 */
export async function customerUnderLock(db: Db, userId: number, checkoutKey?: string) {
  const [row] = await customerAndOpenCash(db).execute({
    userId,
    checkoutKey: checkoutKey ?? null,
  });
  return (
    row && {
      ...row,
      open: Number(row.open),
      earlierOrderId: row.earlierOrderId === null ? null : Number(row.earlierOrderId),
    }
  );
}

const customerAndOpenCash = preparedQuery((db) =>
  db
    .select({
      name: users.name,
      phone: users.phone,
      email: users.email,
      open: sql<number>`(${db
        .select({ n: sql`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.userId, sql.placeholder('userId')),
            eq(orders.paymentMethod, 'cod'),
            eq(orders.status, 'placed'),
          ),
        )})`,
      // (`= null` matches nothing: a placement without a key has no earlier try.)
      earlierOrderId: sql<number | null>`(${db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.userId, sql.placeholder('userId')),
            eq(orders.checkoutKey, sql.placeholder('checkoutKey')),
          ),
        )})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('order_customer_open_cash'),
);

/**
 * The writes after a placed order's items, in one round trip (`shop_finish_order`, ADR 026):
 * the placement's holds consumed (undefined is answered, and nothing more written, when some
 * were no longer held: the caller must roll back), the coupon use settled, the clubs' shares recorded, the mails stored (none with `expiresAt`,
 * `headers` or `supersedes`), and with `financialYear` the invoice number taken, last. Returns
 * the outbox ids written.
 */
export async function finishOrder(tx: Tx, order: OrderFinish): Promise<number[] | undefined> {
  const [row] = rowsOf<{ ids: unknown }>(await orderFinish(tx).execute(finishValues(order)));
  return row?.ids === null || row?.ids === undefined ? undefined : idsOf(row.ids);
}

/**
 * `finishOrder`, sent with the transaction's commit in one message on PostgreSQL
 * (`lastStatementWithCommit`): the invoice series' row, which every placement locks, is held
 * only until PostgreSQL reaches the commit, not while the answer travels to this process and the
 * commit back (ADR 026). Nothing may run in `tx` after it. On PGlite it is `finishOrder`, and the
 * transaction commits when it ends.
 */
export async function finishOrderAndCommit(
  tx: Tx,
  order: OrderFinish,
): Promise<number[] | undefined> {
  const text = orderFinishOrRefuse(finishValues(order));
  try {
    const rows = await lastStatementWithCommit<{ ids: unknown }>(tx, text);
    if (rows === undefined) return await finishOrder(tx, order);
    return idsOf(rows[0]?.ids);
  } catch (error) {
    // The holds were no longer held: nothing was committed, and the caller rolls back.
    if ((error as { code?: unknown }).code === HOLDS_GONE) return undefined;
    throw error;
  }
}

/** The SQLSTATE `shop_finish_order_or_refuse` raises for holds no longer held (migration 0042). */
const HOLDS_GONE = 'SF001';

interface OrderFinish {
  orderId: number;
  /** A placement's holds, consumed first: all of them, or undefined is answered. */
  holdIds?: readonly number[] | undefined;
  placedAt: Date;
  now: Date;
  couponUseId?: number | undefined;
  mails: readonly OutboxMail[];
  financialYear?: string | undefined;
}

function finishValues(order: OrderFinish) {
  const mails = order.mails.map((m) => ({
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? null,
    replyTo: m.replyTo ?? null,
    kind: m.kind,
    dedupeKey: m.dedupeKey ?? null,
  }));
  return {
    orderId: order.orderId,
    holdIds: order.holdIds && order.holdIds.length > 0 ? intArray(order.holdIds) : null,
    placedAt: order.placedAt.toISOString(),
    now: order.now.toISOString(),
    couponUseId: order.couponUseId ?? null,
    mails: JSON.stringify(mails),
    financialYear: order.financialYear ?? null,
  };
}

/** The arguments of `shop_finish_order` and of `shop_finish_order_or_refuse` (`finishValues`). */
const finishArguments = sql`${p('orderId')}::int, ${p('holdIds')}::int[],
    ${p('placedAt')}::timestamptz, ${p('now')}::timestamptz, ${p('couponUseId')}::int,
    ${p('mails')}::jsonb, ${p('financialYear')}::text`;

const orderFinish = preparedStatement(
  'order_finish',
  sql`select shop_finish_order(${finishArguments}) as ids`,
);

const orderFinishOrRefuse = statementWithValues(
  sql`select shop_finish_order_or_refuse(${finishArguments}) as ids`,
);

/** An int[] as either driver gives it (an array, or its text form `{1,2}`). */
function idsOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string' && value.length > 2)
    return value.slice(1, -1).split(',').map(Number);
  return [];
}
