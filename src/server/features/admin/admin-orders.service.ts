import { eq } from 'drizzle-orm';
import type { AllOrdersBody, DeliveredBody, OrderFilters } from '#shared/contract/admin-orders.ts';
import { ORDERS_PAGE_SIZE, istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { orderItems, orders, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { sendSoon } from '../../adapters/mail/outbox.ts';
import { resolveSearch } from './admin-order-search.ts';
import { lockOrderOfItem, recordDelivered } from '../orders/index.ts';
import { enqueueItemDeliveredMail } from './admin-orders.mails.ts';
import {
  adminOrdersByIds,
  countOrders,
  matchingOrderIds,
  orderConditions,
  type AdminOrderRecord,
} from './admin-orders.queries.ts';

/** The admin's orders: the filtered list, marking items delivered (docs/product.md#admin). */

/** Orders read per query when every matching order is needed (old clients' list, CSV). */
const EXPORT_BATCH = 2000;

export interface OrdersPage {
  orders: AdminOrderRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * products/allOrders: without `page`, every order (the original contract's call); with it, one page
 * of the filtered, sorted list. Orders of HIDDEN_ORDER_EMAILS (staff tests) are never listed.
 */
export async function allOrders(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  _caller: Caller,
  input: AllOrdersBody,
): Promise<OrdersPage> {
  const where = orderConditions(
    input,
    config.HIDDEN_ORDER_EMAILS,
    await resolveSearch(db, input.q),
  );
  if (input.page === undefined) {
    // Read in batches: one query's parameters are limited (65,535 in PostgreSQL).
    const ids = await matchingOrderIds(db, where, input.sort);
    const list: AdminOrderRecord[] = [];
    for (let i = 0; i < ids.length; i += EXPORT_BATCH) {
      list.push(...(await adminOrdersByIds(db, ids.slice(i, i + EXPORT_BATCH))));
    }
    return { orders: list, total: list.length, page: 1, pageSize: list.length };
  }
  const pageSize = input.pageSize ?? ORDERS_PAGE_SIZE;
  const offset = (input.page - 1) * pageSize;
  const [ids, total] = await Promise.all([
    matchingOrderIds(db, where, input.sort, { limit: pageSize, offset }),
    countOrders(db, where),
  ]);
  return { orders: await adminOrdersByIds(db, ids), total, page: input.page, pageSize };
}

/** Every matching order, a batch at a time, for the CSV export. */
export async function* ordersForExport(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  _caller: Caller,
  filters: OrderFilters,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<AdminOrderRecord[]> {
  const ids = await matchingOrderIds(
    db,
    orderConditions(filters, config.HIDDEN_ORDER_EMAILS, await resolveSearch(db, filters.q)),
    filters.sort,
  );
  for (let i = 0; i < ids.length; i += batchSize) {
    yield adminOrdersByIds(db, ids.slice(i, i + batchSize));
  }
}

export interface Delivered extends Outcome {
  alreadyDelivered: boolean;
  deliveredAt: Date;
}

const deliveredText = (at: Date) => `${formatOrderDate(at.getTime())} at ${istTime(at.getTime())}`;

/**
 * products/delivered: marks one item delivered, once. The item's row is locked, so a second
 * click or a second admin finds it delivered and changes nothing. For pickup and hostel orders a
 * handover code, when sent, must be the order's; without it a reason is recorded (the existing
 * client sends neither). The order becomes `delivered` with its last item; the customer is
 * e-mailed: the mail is stored with the change and sent after the commit.
 */
export async function markDelivered(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>,
  caller: Caller,
  input: DeliveredBody,
): Promise<Delivered> {
  const now = deps.clock();
  const result = await deps.db.transaction(async (tx) => {
    // Its order first, as every change of an item's step does (docs/product.md#order-steps).
    await lockOrderOfItem(tx, input.orderItem_id);
    const [row] = await tx
      .select({ item: orderItems, order: orders, by: users.email })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(users, eq(users.id, orderItems.deliveredBy))
      .where(eq(orderItems.id, input.orderItem_id))
      .for('update', { of: orderItems });
    if (!row) throw new DomainError('ORDER_NOT_FOUND', 'This ordered item does not exist.');
    const { item, order } = row;
    if (item.step === 'cancelled') {
      // Cancelled items are never handed over (docs/product.md#cancelling-an-order).
      throw new DomainError(
        'ITEM_CANCELLED',
        `This item was cancelled${item.cancelReason ? ` (${item.cancelReason})` : ''}: it cannot be marked delivered. Nothing was changed.`,
      );
    }
    if (item.isDelivered && item.deliveredAt) {
      const by = row.by ? ` by ${row.by}` : '';
      return {
        message: `Already marked delivered on ${deliveredText(item.deliveredAt)}${by}. Nothing changed.`,
        alreadyDelivered: true,
        deliveredAt: item.deliveredAt,
        mailIds: [],
      };
    }
    const hasCode = order.handoverCode !== '';
    if (hasCode && input.handoverCode !== undefined && input.handoverCode !== order.handoverCode) {
      throw new DomainError('HANDOVER_CODE_WRONG');
    }
    const check =
      hasCode && input.handoverCode !== undefined ? 'code' : input.reason ? 'reason' : 'none';
    await recordDelivered(tx, {
      orderId: order.id,
      itemIds: [item.id],
      at: now,
      by: caller.userId,
      check,
      note: input.reason,
    });
    const mailIds = await enqueueItemDeliveredMail(
      tx,
      deps.config,
      {
        orderId: order.id,
        orderNumber: order.orderNumber,
        itemId: item.id,
        productName: item.productName,
        productStyle: item.productStyle,
        size: item.size,
        quantity: item.quantity,
        deliveredAt: now,
        customer: { name: order.customerName, email: order.customerEmail },
      },
      now,
    );
    return {
      message: `Marked delivered. ${order.customerName.split(/\s+/)[0] || 'The customer'} gets an e-mail.`,
      alreadyDelivered: false,
      deliveredAt: now,
      mailIds,
    };
  });
  await sendSoon(deps, result.mailIds);
  return {
    message: result.message,
    alreadyDelivered: result.alreadyDelivered,
    deliveredAt: result.deliveredAt,
  };
}
