import type { Bag, BagGroup, BaggingReply } from '#shared/contract/drop-bags.ts';
import { bySizeOrder } from '#shared/rules/sizes.ts';
import type { AppDeps } from '../../../deps.ts';
import { CSV_BOM, csvRow } from '../../../lib/csv.ts';
import { dropForHandover } from '../../drops/index.ts';
import { bagPieces, type BagPieceRow } from './bags.queries.ts';

/**
 * A drop's bagging list (docs/product.md#drops, the handover): once the drop is sent to print,
 * one bag per order with its pieces in the drop (size, name, number) and the student's handover
 * code, grouped per hostel (bags by room, then student), then pickup, then home delivery; and
 * the same as CSV, one row per piece. Reads only.
 */

type Deps = Pick<AppDeps, 'db'>;

// Made on first use: an Intl formatter pages in ICU's data (~2 MB; the first one ~8 MB) in every
// instance that makes one, and only the bagging list sorts this way (bench/README.md).
let collator: Intl.Collator | undefined;
const compareNames = (a: string, b: string) =>
  (collator ??= new Intl.Collator('en-IN', { numeric: true, sensitivity: 'base' })).compare(a, b);
const METHOD_ORDER = { hostel: 0, pickup: 1, delivery: 2 } as const;

/** The bags of the drop, grouped; `clubId`: a club's manager asks for a drop of their club. */
export async function baggingList(
  deps: Deps,
  dropId: number,
  clubId?: number,
): Promise<Omit<BaggingReply, 'status'>> {
  const drop = await dropForHandover(deps.db, dropId, clubId);
  const rows = await bagPieces(deps.db, drop.id);
  const groups = groupBags(bagsOf(rows));
  return {
    drop: { id: drop.id, name: drop.name, sentToPrintAt: drop.sentToPrintAt.getTime() },
    groups,
    bags: groups.reduce((n, g) => n + g.bags.length, 0),
    pieces: rows.reduce((n, r) => n + r.quantity, 0),
    csv: csvOf(groups),
  };
}

/** One bag per order, in order id order, with the group it goes in. */
function bagsOf(rows: readonly BagPieceRow[]): { group: Omit<BagGroup, 'bags'>; bag: Bag }[] {
  const bags = new Map<number, { group: Omit<BagGroup, 'bags'>; bag: Bag }>();
  for (const row of rows) {
    let entry = bags.get(row.orderId);
    if (!entry) {
      const method = row.deliveryMethod;
      entry = {
        group: {
          method,
          title:
            method === 'hostel' ? row.hostel : method === 'pickup' ? 'Pickup' : 'Home delivery',
        },
        bag: {
          orderId: row.orderId,
          orderNumber: row.orderNumber,
          student: row.student,
          phone: row.phone,
          handoverCode: row.handoverCode,
          room: method === 'hostel' ? row.room : '',
          address:
            method === 'delivery'
              ? [row.address1, row.address2, row.city, row.pinCode].filter(Boolean).join(', ')
              : '',
          pieces: [],
          handedOver: true,
        },
      };
      bags.set(row.orderId, entry);
    }
    entry.bag.pieces.push({
      productName: row.productName,
      size: row.size,
      quantity: row.quantity,
      teeName: row.teeName,
      instiName: row.instiName,
      teeNumber: row.teeNumber,
    });
    if (!row.delivered) entry.bag.handedOver = false;
  }
  return [...bags.values()];
}

function groupBags(entries: readonly { group: Omit<BagGroup, 'bags'>; bag: Bag }[]): BagGroup[] {
  const groups = new Map<string, BagGroup>();
  for (const { group, bag } of entries) {
    const key = `${group.method}:${group.method === 'hostel' ? group.title.toLowerCase() : ''}`;
    const found = groups.get(key) ?? { ...group, bags: [] };
    found.bags.push({ ...bag, pieces: [...bag.pieces].sort(bySizeOrder) });
    groups.set(key, found);
  }
  return [...groups.values()]
    .sort(
      (a, b) => METHOD_ORDER[a.method] - METHOD_ORDER[b.method] || compareNames(a.title, b.title),
    )
    .map((g) => ({
      ...g,
      bags: g.bags.sort(
        (a, b) => compareNames(a.room, b.room) || compareNames(a.student, b.student),
      ),
    }));
}

const CSV_HEADER = [
  'Group',
  'Room',
  'Student',
  'Phone',
  'Order',
  'Handover code',
  'Product',
  'Size',
  'Quantity',
  'Name',
  'Institution',
  'Number',
  'Handed over',
];

function csvOf(groups: readonly BagGroup[]): string {
  let text = CSV_BOM + csvRow(CSV_HEADER);
  for (const group of groups) {
    for (const bag of group.bags) {
      for (const p of bag.pieces) {
        text += csvRow([
          group.title,
          bag.room,
          bag.student,
          bag.phone,
          bag.orderNumber,
          bag.handoverCode,
          p.productName,
          p.size,
          p.quantity,
          p.teeName,
          p.instiName,
          p.teeNumber,
          bag.handedOver ? 'yes' : 'no',
        ]);
      }
    }
  }
  return text;
}
