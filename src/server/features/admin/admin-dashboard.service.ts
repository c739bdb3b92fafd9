import type { PickListBody } from '#shared/contract/admin-orders.ts';
import { LOW_STOCK, istTodayStart, istWeekStart } from '#shared/rules/admin.ts';
import type { DeliveryMethod } from '#shared/rules/delivery.ts';
import type { Paise } from '#shared/rules/money.ts';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { stepVersions } from '../orders/index.ts';
import {
  lowSizes,
  ordersSince,
  piecesToDeliver,
  receivedSince,
  sizeCounts,
  undeliveredItems,
} from './admin-dashboard.queries.ts';

/** The summary strip of /allOrders and the printable pick list (docs/spec-decisions.md). */

export interface StockAlertRecord {
  productId: number;
  name: string;
  sizes: { size: Size; quantity: number }[];
}

export interface Summary {
  ordersToday: number;
  piecesToDeliver: Record<DeliveryMethod, number>;
  revenueThisWeekPaise: Paise;
  weekStarts: Date;
  outOfStock: StockAlertRecord[];
  lowStock: StockAlertRecord[];
}

export async function summary(
  { db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  _caller: Caller,
): Promise<Summary> {
  const now = clock().getTime();
  const hidden = config.HIDDEN_ORDER_EMAILS;
  const weekStarts = new Date(istWeekStart(now));
  const [today, week, pieces, low] = await Promise.all([
    ordersSince(db, new Date(istTodayStart(now)), hidden),
    receivedSince(db, weekStarts, hidden),
    piecesToDeliver(db, hidden),
    lowSizes(db, LOW_STOCK),
  ]);
  const byProduct = new Map<number, StockAlertRecord>();
  for (const row of low) {
    const entry = byProduct.get(row.productId) ?? {
      productId: row.productId,
      name: row.name,
      sizes: [],
    };
    entry.sizes.push({ size: row.size, quantity: row.quantity });
    byProduct.set(row.productId, entry);
  }
  const counts = await sizeCounts(db, [...byProduct.keys()]);
  const alerts = [...byProduct.values()].map((a) => ({ ...a, sizes: a.sizes.sort(bySizeOrder) }));
  const isOut = (a: StockAlertRecord) =>
    a.sizes.length === counts.get(a.productId) && a.sizes.every((s) => s.quantity === 0);
  return {
    ordersToday: today,
    piecesToDeliver: pieces,
    revenueThisWeekPaise: week,
    weekStarts,
    outOfStock: alerts.filter(isOut),
    lowStock: alerts.filter((a) => !isOut(a)),
  };
}

export interface PickGroup {
  productId: number | null;
  name: string;
  style: Style;
  isOwnBrand: boolean;
  quantity: number;
  sizes: {
    size: Size;
    quantity: number;
    names: { teeName: string; institutionName: string; teeNumber?: string; quantity: number }[];
    orderIds: number[];
    orderNumbers: string[];
  }[];
}

/** Undelivered items grouped by product and size (names listed for club tees). */
export async function pickList(
  { db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>,
  _caller: Caller,
  input: PickListBody,
): Promise<{
  groups: PickGroup[];
  totalItems: number;
  generatedAt: Date;
  orders: {
    id: number;
    version: number;
    deliveryMethod: DeliveryMethod;
    orderNumber: string;
    recipient: { name: string; phone: string };
  }[];
}> {
  const items = await undeliveredItems(db, config.HIDDEN_ORDER_EMAILS, input.deliveryMethod);
  const groups = new Map<string, PickGroup>();
  for (const item of items) {
    const key = `${item.productId ?? item.productName}`;
    const group = groups.get(key) ?? {
      productId: item.productId,
      name: item.productName,
      style: item.productStyle,
      isOwnBrand: item.isOwnBrand,
      quantity: 0,
      sizes: [],
    };
    group.quantity += item.quantity;
    let size = group.sizes.find((s) => s.size === item.size);
    if (!size) {
      size = { size: item.size, quantity: 0, names: [], orderIds: [], orderNumbers: [] };
      group.sizes.push(size);
    }
    size.quantity += item.quantity;
    if (!size.orderIds.includes(item.orderId)) {
      size.orderIds.push(item.orderId);
      size.orderNumbers.push(item.orderNumber);
    }
    if (item.teeName || item.institutionName || item.teeNumber) {
      size.names.push({
        teeName: item.teeName,
        institutionName: item.institutionName,
        ...(item.teeNumber ? { teeNumber: item.teeNumber } : {}),
        quantity: item.quantity,
      });
    }
    groups.set(key, group);
  }
  const list = [...groups.values()]
    .map((g) => ({ ...g, sizes: g.sizes.sort(bySizeOrder) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    groups: list,
    totalItems: list.reduce((n, g) => n + g.quantity, 0),
    generatedAt: clock(),
    // What the pick list's bulk steps send (docs/product.md#order-steps), and who takes each.
    orders: (await stepVersions(db, [...new Set(items.map((i) => i.orderId))])).map((o) => {
      const item = items.find((i) => i.orderId === o.id);
      return {
        ...o,
        orderNumber: item?.orderNumber ?? '',
        recipient: { name: item?.recipientName ?? '', phone: item?.recipientPhone ?? '' },
      };
    }),
  };
}
