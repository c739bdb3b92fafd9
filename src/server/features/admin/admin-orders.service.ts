import type { AllOrdersBody, OrderFilters } from '#shared/contract/admin-orders.ts';
import { ORDERS_PAGE_SIZE } from '#shared/rules/admin.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { itemSteps, toItem, toOrder } from '../orders/index.ts';
import { resolveSearch } from './admin-order-search.queries.ts';
import {
  adminOrderRows,
  countOrders,
  matchingOrderIds,
  orderConditions,
  refundsOfOrders,
  type AdminOrderItemRecord,
  type AdminOrderRecord,
  type OrderRefundRecord,
} from './admin-orders.queries.ts';

/**
 * The admin's orders list (docs/product.md#admin): filtered, sorted, a page or all of it. Marking
 * an item delivered is the orders area's handover (orders/steps/handover.service.ts).
 */

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

/** Every matching order, a batch at a time, with the refunds of its payment, for the CSV export. */
export async function* ordersForExport(
  { db, config }: Pick<AppDeps, 'db' | 'config'>,
  _caller: Caller,
  filters: OrderFilters,
  batchSize = EXPORT_BATCH,
): AsyncGenerator<{ orders: AdminOrderRecord[]; refunds: Map<number, OrderRefundRecord[]> }> {
  const ids = await matchingOrderIds(
    db,
    orderConditions(filters, config.HIDDEN_ORDER_EMAILS, await resolveSearch(db, filters.q)),
    filters.sort,
  );
  for (let i = 0; i < ids.length; i += batchSize) {
    const batch = ids.slice(i, i + batchSize);
    const [list, refunds] = await Promise.all([
      adminOrdersByIds(db, batch),
      refundsOfOrders(db, batch),
    ]);
    yield { orders: list, refunds };
  }
}

/** The orders with these ids, with their items and steps, in the order of `ids`. */
export async function adminOrdersByIds(
  db: Db,
  ids: readonly number[],
): Promise<AdminOrderRecord[]> {
  const rows = await adminOrderRows(db, ids);
  const history = await itemSteps(
    db,
    rows.items.map(({ item }) => item.id),
  );
  const itemsOf = new Map<number, AdminOrderItemRecord[]>();
  for (const { item, deliveredBy } of rows.items) {
    const list = itemsOf.get(item.orderId) ?? [];
    list.push({
      ...toItem(item, history.get(item.id)),
      deliveredBy: deliveredBy ?? '',
      deliveryCheck: item.deliveryCheck,
      deliveryNote: item.deliveryNote,
    });
    itemsOf.set(item.orderId, list);
  }
  const byId = new Map(
    rows.orders.map(({ order: row, cashReceivedBy }): [number, AdminOrderRecord] => [
      row.id,
      {
        ...toOrder(row, []),
        status: row.status,
        items: itemsOf.get(row.id) ?? [],
        cashReceivedAt: row.cashReceivedAt,
        cashReceivedBy: cashReceivedBy ?? '',
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
