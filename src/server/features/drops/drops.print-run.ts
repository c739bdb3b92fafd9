import { and, asc, eq, ne } from 'drizzle-orm';
import type { PrintRunProduct, PrintRunReply } from '#shared/contract/drops.ts';
import { dropState, istMoment } from '#shared/rules/drops.ts';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import { transactionWithLock } from '../../db/locks.ts';
import { drops, itemRemedies, orderItems } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { CSV_BOM, csvRow } from '../admin/index.ts';
import { lockOrders, recordStep } from '../orders/index.ts';
import { dropById, productIdsOf } from './drops.queries.ts';
import { productsOf } from './drops.service.ts';

/**
 * The print run (docs/product.md#drops): what a drop's students ordered, per product and size,
 * cancelled items excepted. While the drop is upcoming or live it is "orders so far", to talk to
 * the printer early; once closed, the sheet adds the names to print and a CSV for the printer.
 */

const sizeRank = (size: string) => SIZES.indexOf(size as Size);

export async function printRun(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  dropId: number,
): Promise<Omit<PrintRunReply, 'status'>> {
  const now = clock();
  const record = await dropById(db, dropId);
  if (!record) throw new DomainError('DROP_NOT_FOUND');
  const { drop } = record;
  const state = dropState(
    { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() },
    now.getTime(),
  );
  const closed = state === 'closed';
  const items = await db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      quantity: orderItems.quantity,
      teeName: orderItems.teeName,
      institutionName: orderItems.institutionName,
      orderId: orderItems.orderId,
    })
    .from(orderItems)
    .where(and(eq(orderItems.dropId, drop.id), ne(orderItems.step, 'cancelled')))
    .orderBy(asc(orderItems.id));
  // Replacements of its damaged or wrong pre-orders decided before it went to print: one piece
  // each, in the size the admin picked, with the item's names (orders/remedies).
  const replacements = await db
    .select({
      productId: itemRemedies.productId,
      size: itemRemedies.size,
      teeName: orderItems.teeName,
      institutionName: orderItems.institutionName,
      orderId: orderItems.orderId,
    })
    .from(itemRemedies)
    .innerJoin(orderItems, eq(orderItems.id, itemRemedies.orderItemId))
    .where(eq(itemRemedies.dropId, drop.id))
    .orderBy(asc(itemRemedies.id));
  for (const r of replacements) {
    if (r.size !== null) items.push({ ...r, size: r.size, quantity: 1 });
  }
  const catalogue = await productsOf(db, [record], true);
  const products: PrintRunProduct[] = productIdsOf(record.counters).map((productId) => {
    const mine = items.filter((i) => i.productId === productId);
    const sizes = SIZES.map((size) => ({
      size,
      quantity: mine.filter((i) => i.size === size).reduce((s, i) => s + i.quantity, 0),
    })).filter((s) => s.quantity > 0);
    const names = closed
      ? mine
          .filter((i) => i.teeName.trim() || i.institutionName.trim())
          .map((i) => ({
            name: i.teeName.trim(),
            institution: i.institutionName.trim(),
            size: i.size as Size,
            quantity: i.quantity,
            orderId: i.orderId,
          }))
          .sort((a, b) => sizeRank(a.size) - sizeRank(b.size) || a.orderId - b.orderId)
      : [];
    return {
      productId,
      name: catalogue.get(productId)?.name ?? `Product ${productId}`,
      sizes,
      total: sizes.reduce((s, x) => s + x.quantity, 0),
      names,
    };
  });
  return {
    serverNow: now.getTime(),
    drop: {
      id: drop.id,
      name: drop.name,
      state,
      closesAt: drop.closesAt.getTime(),
      readyBy: drop.readyBy,
      namesTaken: drop.namesTaken,
      sentToPrintAt: drop.sentToPrintAt?.getTime() ?? null,
    },
    products,
    csv: closed ? printRunCsv(products) : '',
  };
}

/**
 * The printer's CSV: the sizes × quantities of each product ('Size total' rows), then one row
 * per name to print ('Name' rows).
 * Student-typed names go through `csvRow`, which defuses spreadsheet formulas.
 */
function printRunCsv(products: readonly PrintRunProduct[]): string {
  let out =
    CSV_BOM +
    csvRow(['Row', 'Product', 'Size', 'Quantity', 'Name on tee', 'Institution', 'Order id']);
  for (const p of products) {
    for (const s of p.sizes) out += csvRow(['Size total', p.name, s.size, s.quantity, '', '', '']);
    for (const n of p.names) {
      out += csvRow(['Name', p.name, n.size, n.quantity, n.name, n.institution, n.orderId]);
    }
  }
  return out;
}

/**
 * admin/drops/sent-to-print: the admin marks a closed drop sent to print. Every item of the drop
 * still `placed` moves to `printing`, recorded with who and when, under its order's lock (the
 * steps' lock, so a cancel and this never both happen to an item); the normal steps take over
 * after. Once: a second call finds the drop sent and changes nothing.
 */
export async function sendToPrint(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: { userId: number },
  id: number,
): Promise<{ message: string; alreadySent: boolean; moved: number }> {
  return transactionWithLock(deps.db, `drop-print:${id}`, async (tx) => {
    const now = deps.clock();
    const record = await dropById(tx, id);
    if (!record) throw new DomainError('DROP_NOT_FOUND');
    const { drop } = record;
    if (drop.sentToPrintAt) {
      return {
        message: `${drop.name} was already sent to print on ${istMoment(drop.sentToPrintAt.getTime())}. Nothing changed.`,
        alreadySent: true,
        moved: 0,
      };
    }
    if (drop.closesAt.getTime() > now.getTime()) throw new DomainError('DROP_STILL_OPEN');
    const orderIds = await tx
      .selectDistinct({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(and(eq(orderItems.dropId, id), eq(orderItems.step, 'placed')));
    let moved = 0;
    for (const { order, items } of await lockOrders(
      tx,
      orderIds.map((o) => o.orderId),
    )) {
      const itemIds = items.filter((i) => i.dropId === id && i.step === 'placed').map((i) => i.id);
      await recordStep(tx, {
        orderId: order.id,
        itemIds,
        step: 'printing',
        at: now,
        by: caller.userId,
      });
      moved += itemIds.length;
    }
    await tx
      .update(drops)
      .set({ sentToPrintAt: now, sentToPrintBy: caller.userId, updatedAt: now })
      .where(eq(drops.id, id));
    return {
      message: `${drop.name} is sent to print: ${moved} item${moved === 1 ? '' : 's'} now show Printing.`,
      alreadySent: false,
      moved,
    };
  });
}
