import type { PrintRunProduct, PrintRunReply } from '#shared/contract/drops.ts';
import { dropState, istMoment } from '#shared/rules/drops.ts';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import type { Tx } from '../../db/client.ts';
import { transactionWithLock } from '../../db/locks.ts';
import type { AppDeps } from '../../deps.ts';
import { CSV_BOM, csvRow } from '../../lib/csv.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { markSentToPrint, printRunItems, printRunReplacements } from './drop-print-run.queries.ts';
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
  const items = await printRunItems(db, drop.id);
  // Replacements of its damaged or wrong pre-orders decided before it went to print: one piece
  // each, in the size the admin picked, with the item's names (orders/remedies).
  const replacements = await printRunReplacements(db, drop.id);
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
          .filter((i) => i.teeName.trim() || i.institutionName.trim() || i.teeNumber)
          .map((i) => ({
            name: i.teeName.trim(),
            institution: i.institutionName.trim(),
            ...(i.teeNumber ? { number: i.teeNumber } : {}),
            size: i.size as Size,
            quantity: i.quantity,
            orderId: i.orderId,
            orderNumber: i.orderNumber,
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
      ...(drop.minimumOutcome === 'missed' ? { minimumMissed: true } : {}),
    },
    products,
    csv: closed ? printRunCsv(products, drop.numbersTaken) : '',
  };
}

/**
 * The printer's CSV: the sizes × quantities of each product ('Size total' rows), then one row
 * per name to print ('Name' rows), with a 'Number' column when the drop takes numbers.
 * Student-typed names go through `csvRow`, which defuses spreadsheet formulas.
 */
function printRunCsv(products: readonly PrintRunProduct[], numbers: boolean): string {
  const more = (cell: string) => (numbers ? [cell] : []);
  let out =
    CSV_BOM +
    csvRow([
      ...['Row', 'Product', 'Size', 'Quantity', 'Name on tee', 'Institution', 'Order id'],
      ...more('Number'),
    ]);
  for (const p of products) {
    for (const s of p.sizes) {
      out += csvRow(['Size total', p.name, s.size, s.quantity, '', '', '', ...more('')]);
    }
    for (const n of p.names) {
      // The order by the number its student reads, never the row id.
      const order = n.orderNumber ?? '';
      out += csvRow([
        ...['Name', p.name, n.size, String(n.quantity), n.name, n.institution, order],
        ...more(n.number ?? ''),
      ]);
    }
  }
  return out;
}

/**
 * How the orders area moves a drop's `placed` items to `printing` (orders' `startPrinting`, handed
 * to dropRoutes by app.ts): in the caller's transaction, answering how many items moved. Drops
 * never write order steps (ADR 021), and an import of orders here would close a loop between the
 * two areas (orders asks drops' rules at placement, cancel and remedies).
 */
export type StartPrinting = (
  tx: Tx,
  change: { dropId: number; at: Date; by: number },
) => Promise<number>;

/**
 * admin/drops/sent-to-print: the admin marks a closed drop sent to print. Every item of the drop
 * still `placed` moves to `printing` (`startPrinting`, under each order's lock, so a cancel and
 * this never both happen to an item); the normal steps take over after. Once: a second call
 * finds the drop sent and changes nothing.
 */
export async function sendToPrint(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: { userId: number },
  id: number,
  startPrinting: StartPrinting,
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
    // A print minimum is decided first (docs/product.md#print-minimums): a drop that missed it
    // prints nothing, and one not decided yet may still miss it.
    if (drop.minimumOutcome === 'missed') throw new DomainError('DROP_MINIMUM_MISSED');
    if (drop.minimumKind !== 'none' && drop.minimumOutcome === null) {
      throw new DomainError(
        'DROP_STILL_OPEN',
        `${drop.name} has not been counted against its minimum yet (a payment in progress may still complete): try again in a few minutes.`,
      );
    }
    const moved = await startPrinting(tx, { dropId: id, at: now, by: caller.userId });
    await markSentToPrint(tx, { dropId: id, at: now, by: caller.userId });
    return {
      message: `${drop.name} is sent to print: ${moved} item${moved === 1 ? '' : 's'} now show Printing.`,
      alreadySent: false,
      moved,
    };
  });
}
