import { dropStockBack } from './drop-fast-answers.ts';
import type { DropsReply, ProductDropReply } from '#shared/contract/drops.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { isSignedIn, type Visitor } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { KeptReads } from '../../lib/kept-reads.ts';
import { loadProducts, type ProductRecord } from '../catalog/index.ts';
import { membersOnlyMessage } from '#shared/rules/drop-members.ts';
import {
  audienceName,
  holdsLink,
  membersOnlyNote,
  refuseNonMember,
} from './drop-members.service.ts';
import { toPublicDrop, toStripDrop } from './drops.mapper.ts';
import { pieceCounts } from './drop-minimum.queries.ts';
import {
  countersOfDrops,
  dropById,
  dropsNotClosed,
  governingDrops,
  piecesOfStudent,
  productIdsOf,
  productRows,
  untake,
  type DropRecord,
} from './drops.queries.ts';

/**
 * What students read about drops (docs/product.md#drops): the drops to come and on now (Home and
 * the shop), and a product's drop (its page). Every reply carries the server's time, from which
 * the page counts down, so a phone with a wrong clock still counts right.
 */

/** The products of the drops (only those on sale, unless `all`), by id. */
export async function productsOf(
  db: Db,
  records: readonly DropRecord[],
  all = false,
): Promise<Map<number, ProductRecord>> {
  const ids = [...new Set(records.flatMap((r) => productIdsOf(r.counters)))];
  if (ids.length === 0) return new Map();
  const rows = await productRows(db, ids, all);
  return new Map((await loadProducts(db, rows)).map((p) => [p.id, p]));
}

/**
 * The pieces counted towards the minimums of these drops (only drops with one), read on every
 * call, never kept: the progress a page shows is the database's at that moment
 * (docs/product.md#print-minimums).
 */
export function countsOf(db: Db, records: readonly DropRecord[]) {
  return pieceCounts(
    db,
    records.filter((r) => r.drop.minimumKind !== 'none').map((r) => r.drop.id),
  );
}

/** What `listedDrops` read: the drops and their products on sale. */
interface ListedDrops {
  records: DropRecord[];
  onSale: Map<number, ProductRecord>;
}
const listedReads = new KeptReads<'listed', ListedDrops>(1);

/**
 * The drops students see listed (upcoming and live, never link-only) and their products on sale,
 * read at most once per CATALOG_CACHE_CHECK_MS per instance (the catalogue's own freshness): Home
 * and the shop draw the strip for every visitor of an opening. Each drop's state is worked out
 * from the caller's clock; a counter shown that much older only changes a "left" (as
 * `productDropRead`).
 */
function listedDrops({ db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  return listedReads.get(
    db,
    'listed',
    clock().getTime(),
    config.CATALOG_CACHE_CHECK_MS,
    async () => {
      const records = (await dropsNotClosed(db, clock())).filter((r) => r.drop.audience !== 'link');
      return { records, onSale: await productsOf(db, records) };
    },
  );
}

/**
 * Home's and the shop's drops strip as the page is drawn with it (docs/product.md#drops): the
 * drops `drops` lists, without their counters (the page is kept until its data changes).
 */
export async function stripDrops(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>) {
  const now = deps.clock();
  const { records, onSale } = await listedDrops(deps);
  return records
    .map((r) => toStripDrop(toPublicDrop(r, onSale, now)))
    .filter((d) => d.products.length > 0);
}

/** drops: upcoming and live drops that still have a product on sale, soonest first; a link-only drop is never listed. */
export async function openDrops(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
): Promise<Omit<DropsReply, 'status'>> {
  const now = deps.clock();
  const { records, onSale } = await listedDrops(deps);
  const counts = await countsOf(deps.db, records);
  const drops = records
    .map((r) => toPublicDrop(r, onSale, now, counts.get(r.drop.id)))
    .filter((d) => d.products.length > 0);
  return { serverNow: now.getTime(), drops };
}

/** A product's drop as read, with the drop's products on sale: what `dropOfProduct` shows. */
interface ProductDropRead {
  record: DropRecord | undefined;
  products: Map<number, ProductRecord>;
}

/** Products whose drop reads are kept at most (unknown ids must not fill the memory). */
const dropReads = new KeptReads<number, ProductDropRead>(500);

/**
 * The product's drop and its products, read at most once per CATALOG_CACHE_CHECK_MS per product
 * (the catalogue's own freshness, docs/architecture.md). At a drop's opening hundreds of
 * visitors ask for its page at once while every pre-order moves its counter: each read made
 * five queries, so the visitors' reads crowded out the buyers'. A counter shown that much older
 * only changes the "left" a page shows; taking a piece decides by the counter itself
 * (features/orders/stock.ts). The drop's state is worked out per call from the server's clock.
 */
function productDropRead(
  { db, clock, config }: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  productId: number,
): Promise<ProductDropRead> {
  return dropReads.get(
    db,
    productId,
    clock().getTime(),
    config.CATALOG_CACHE_CHECK_MS,
    async () => {
      const record = (await governingDrops(db, [productId])).get(productId);
      return { record, products: record ? await productsOf(db, [record]) : new Map() };
    },
  );
}

/** This process changed a drop (the admin's calls, after their commit): read every drop anew. */
export function forgetDropReads(db: Db): void {
  dropReads.forget(db);
  listedReads.forget(db);
}

/**
 * Whether the caller may see a link-only drop (its secret sent, or came with it before; else
 * DROP_NOT_FOUND, as if there were none), and for a members-only one why they may not pre-order.
 */
async function membersOnlyFor(
  db: Db,
  caller: Visitor,
  record: DropRecord,
  key: string | undefined,
): Promise<string | undefined> {
  const { drop } = record;
  if (drop.audience === 'everyone') return undefined;
  if (!isSignedIn(caller)) {
    if (drop.audience === 'link') {
      if (!holdsLink(drop, key)) throw new DomainError('DROP_NOT_FOUND');
      return undefined;
    }
    const of = membersOnlyMessage(await audienceName(db, drop));
    return `${of} Log in with your member e-mail to pre-order.`;
  }
  const buyer = { userId: caller.userId, key };
  if (drop.audience === 'link') {
    // Opened with its link while signed in: kept as the drop's member, so the cart and checkout
    // (which never see the link) let them in.
    await refuseNonMember(db, drop, buyer, true);
    return undefined;
  }
  return membersOnlyNote(db, drop, buyer);
}

/** drops/product/{productId}: the product's drop (upcoming, live or closed) or null. */
export async function dropOfProduct(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  caller: Visitor,
  productId: number,
  key?: string,
): Promise<Omit<ProductDropReply, 'status'>> {
  const { db, clock } = deps;
  const now = clock();
  const { record, products } = await productDropRead(deps, productId);
  if (!record) return { serverNow: now.getTime(), drop: null };
  const membersOnly = await membersOnlyFor(db, caller, record, key);
  const counts = await countsOf(db, [record]);
  const drop = toPublicDrop(record, products, now, counts.get(record.drop.id));
  // Only the asked-for product: a drop page for the other products is not this page's business.
  drop.products = drop.products.filter((p) => p.productId === productId);
  if (drop.products.length === 0) return { serverNow: now.getTime(), drop: null };
  // The student's own pieces are read on every call: the limit they are told must be exact.
  const mine = isSignedIn(caller)
    ? await piecesOfStudent(db, caller.userId, record.drop.id, productId)
    : undefined;
  if (membersOnly) drop.membersOnly = membersOnly;
  return { serverNow: now.getTime(), drop, ...(mine === undefined ? {} : { mine }) };
}

/**
 * Cancelled pre-order items give their pieces back to their drop's counter (the size's own, else
 * the product's), so a cap sells them again; in counter id order, as placement takes them.
 */
export async function dropPiecesBack(
  db: Db,
  items: readonly {
    dropId: number | null;
    productId: number | null;
    size: string;
    quantity: number;
  }[],
): Promise<void> {
  const pieces = items.filter((i) => i.dropId !== null && i.productId !== null);
  if (pieces.length === 0) return;
  const counters = await countersOfDrops(db, [...new Set(pieces.map((i) => i.dropId!))]);
  const back = new Map<number, number>();
  for (const i of pieces) {
    const counter =
      counters.find(
        (c) => c.dropId === i.dropId && c.productId === i.productId && c.size === i.size,
      ) ??
      counters.find((c) => c.dropId === i.dropId && c.productId === i.productId && c.size === '');
    if (counter) back.set(counter.id, (back.get(counter.id) ?? 0) + i.quantity);
  }
  for (const [id, quantity] of [...back].sort((a, b) => a[0] - b[0])) {
    await untake(db, id, quantity);
  }
  // Inside the cancel's transaction: the marks' quiet time covers its commit.
  if (back.size > 0) dropStockBack('in-transaction');
}

/**
 * The drop, while its print run is still open (not sent to print): a replacement of one of its
 * pre-orders is printed with it (docs/product.md#drops). Undefined once sent, or for no drop.
 */
export async function openPrintRun(db: Db, dropId: number | null): Promise<DropRecord | undefined> {
  if (dropId === null) return undefined;
  const record = await dropById(db, dropId);
  return record && !record.drop.sentToPrintAt ? record : undefined;
}

/**
 * A drop as its handover needs it (the bagging list, bags handed over): DROP_NOT_FOUND for no
 * such drop, or one not of `clubId` when a club's manager asks (the same answer: a manager
 * learns nothing of other drops); DROP_NOT_SENT_TO_PRINT before it is sent to print.
 */
export async function dropForHandover(
  db: Db,
  dropId: number,
  clubId?: number,
): Promise<{ id: number; name: string; sentToPrintAt: Date; clubId: number | null }> {
  const drop = (await dropById(db, dropId))?.drop;
  if (!drop || (clubId !== undefined && drop.clubId !== clubId)) {
    throw new DomainError('DROP_NOT_FOUND', 'This drop does not exist.');
  }
  if (!drop.sentToPrintAt) {
    throw new DomainError(
      'DROP_NOT_SENT_TO_PRINT',
      `The bagging list of ${drop.name} is made once it is sent to print.`,
    );
  }
  return { id: drop.id, name: drop.name, sentToPrintAt: drop.sentToPrintAt, clubId: drop.clubId };
}
