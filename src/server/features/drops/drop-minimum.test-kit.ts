import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { Db } from '../../db/client.ts';
import { catalogCacheOf } from '../../app.ts';
import type { TestShop } from '../../test/test-shop.ts';
import { clientOf, type Sandbox } from '../orders/payments/payments.test-kit.ts';
import { cancelDropPreOrders } from '../orders/index.ts';
import { settleMinimums, type CancelDropOrder } from './drop-minimum.service.ts';

/** Helpers for print-minimum tests (docs/product.md#print-minimums). */

/** The orders area's cancel for a missed drop, as main.ts binds it, on the test shop's deps. */
export function ordersCancel(shop: TestShop, sandbox: Sandbox): CancelDropOrder {
  const deps = {
    db: shop.db,
    config: shop.config,
    mailer: shop.mailer,
    log: pino({ level: 'silent' }),
    clock: shop.clock,
    payments: clientOf(sandbox),
    catalog: catalogCacheOf({ db: shop.db, config: shop.config, clock: shop.clock }),
  };
  return (orderId, change) => cancelDropPreOrders(deps, orderId, change);
}

/** One round of the close job, as its periodic job runs it. */
export const judge = (shop: TestShop, cancel: CancelDropOrder) =>
  settleMinimums({ db: shop.db, clock: shop.clock, log: pino({ level: 'silent' }) }, cancel);

/**
 * The database's own count, written apart from the shop's code: pieces of the drop's order items
 * not cancelled, and pieces held by online payments in progress.
 */
export async function countedInDatabase(db: Db, dropId: number) {
  const ordered = await db.execute(
    sql`select coalesce(sum(quantity), 0)::int as n from order_items
        where drop_id = ${dropId} and step <> 'cancelled'`,
  );
  const paying = await db.execute(
    sql`select coalesce(sum(h.quantity), 0)::int as n from stock_holds h
        join drop_stock c on c.id = h.drop_stock_id join payments p on p.id = h.payment_id
        where c.drop_id = ${dropId} and h.state = 'held' and p.state = 'pending'`,
  );
  const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  return { ordered: n(ordered), payingNow: n(paying) };
}
