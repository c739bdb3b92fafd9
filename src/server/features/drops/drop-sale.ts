import { dropState, istMoment, paidOnlineOnlyNote } from '#shared/rules/drops.ts';
import type { PaymentMethod } from '#shared/rules/orders.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { OrderLine } from '../../db/checkout-snapshot.ts';
import type { Db } from '../../db/client.ts';
import type { DropStockRow } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { refuseNonMember } from './drop-members.service.ts';
import { refuseTakenNumbers } from './drop-numbers.ts';
import {
  dropById,
  dropEnds,
  governingDrops,
  lockedPiecesOfStudent,
  piecesOfStudent,
  productCounter,
  type DropRecord,
} from './drops.queries.ts';

/**
 * The rules a pre-order obeys wherever it is made (docs/product.md#drops, ADR 019): the cart,
 * PLACE ORDER, PAY and a payment's finalisation all ask here, with the server's clock, so
 * nothing a client sends opens a drop early or keeps it open late.
 */

/** DROP_NOT_OPEN or DROP_CLOSED unless the drop takes orders at `now`. */
export function refuseUnlessLive({ drop }: DropRecord, now: Date, productName?: string): void {
  const state = dropState(
    { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() },
    now.getTime(),
  );
  if (state === 'upcoming') {
    throw new DomainError(
      'DROP_NOT_OPEN',
      `Pre-orders for ${drop.name} open on ${istMoment(drop.opensAt.getTime())} (Indian time).`,
    );
  }
  if (state === 'closed') {
    const what = productName ? ` Please remove ${productName} from your cart.` : '';
    throw new DomainError(
      'DROP_CLOSED',
      `Pre-orders for ${drop.name} closed on ${istMoment(drop.closesAt.getTime())}.${what}`,
    );
  }
}

/**
 * The counter a pre-order of `size` takes from: the size's own when the drop caps sizes, else
 * the product's. SIZE_UNAVAILABLE for a size a size-capped drop does not sell.
 */
export function counterFor(
  record: DropRecord,
  productId: number,
  size: Size,
  productName: string,
): DropStockRow {
  const { counters, drop } = record;
  const own = counters.find((c) => c.productId === productId && c.size === size);
  if (own) return own;
  const product = productCounter(counters, productId);
  if (!product || drop.capKind === 'size') {
    throw new DomainError(
      'SIZE_UNAVAILABLE',
      `${productName} is not sold in size ${size} in ${drop.name}. Please change the size in your cart.`,
    );
  }
  return product;
}

/** What `governingDrops` found for some products: their drops, by product (none: no drop). */
export interface GoverningRead {
  productIds: ReadonlySet<number>;
  byProduct: ReadonlyMap<number, DropRecord>;
}

/**
 * The order lines with their drop marked: a line whose product is in a drop becomes a pre-order
 * (its drop and counter set), once the drop is live, and, for a cash order, when the drop takes
 * cash. Lines of other products are unchanged. With the drops as read, by id, for
 * `refuseOverLimit` (so it does not read them again), and the read itself (`governing`).
 * `earlier`: a read of this placement's first phase, used again when it covers every line's
 * product (a placement's second phase, milliseconds later): no lock keeps a drop's row between
 * a read and the commit either way, liveness is worked out again from `now`, and the limit of a
 * live drop cannot change.
 */
export async function markDropLines(
  db: Db,
  lines: readonly OrderLine[],
  now: Date,
  paymentMethod: PaymentMethod,
  earlier?: GoverningRead,
): Promise<{ lines: OrderLine[]; drops: Map<number, DropRecord>; governing: GoverningRead }> {
  const productIds = lines.map((l) => l.productId);
  const byProduct =
    earlier && productIds.every((id) => earlier.productIds.has(id))
      ? earlier.byProduct
      : await governingDrops(db, productIds);
  const drops = new Map([...byProduct.values()].map((r) => [r.drop.id, r]));
  const marked = lines.map((line) => {
    const record = byProduct.get(line.productId);
    if (!record) return line;
    refuseUnlessLive(record, now, line.productName);
    if (paymentMethod === 'cod' && !record.drop.cashAllowed) {
      throw new DomainError(
        'DROP_CASH_NOT_ALLOWED',
        `${paidOnlineOnlyNote(line.productName, record.drop.name)} Choose Pay Online.`,
      );
    }
    const counter = counterFor(record, line.productId, line.size, line.productName);
    return { ...line, dropId: record.drop.id, dropStockId: counter.id };
  });
  return { lines: marked, drops, governing: { productIds: new Set(productIds), byProduct } };
}

/** The pre-ordered pieces of the lines per drop and product, in a fixed order (no lock cycles). */
function preOrdersOf(lines: readonly OrderLine[]) {
  const wanted = new Map<string, { dropId: number; productId: number; name: string; n: number }>();
  for (const line of lines) {
    if (line.dropId === undefined) continue;
    const key = `${line.dropId}:${line.productId}`;
    const seen = wanted.get(key);
    if (seen) seen.n += line.quantity;
    else
      wanted.set(key, {
        dropId: line.dropId,
        productId: line.productId,
        name: line.productName,
        n: line.quantity,
      });
  }
  return [...wanted.values()].sort((a, b) => a.dropId - b.dropId || a.productId - b.productId);
}

/** "You can pre-order at most 2 of Quad Tee in Diwali Drop; you have 2 already." */
export function overLimit(limit: number, name: string, dropName: string, already: number) {
  const have = already > 0 ? `; you have ${already} already` : '';
  return new DomainError(
    'DROP_LIMIT',
    `You can pre-order at most ${limit} of ${name} in ${dropName}${have}. Please lower the quantity in your cart.`,
  );
}

/**
 * DROP_MEMBERS_ONLY (or, for a link-only drop, DROP_NOT_FOUND) unless the student may pre-order
 * from each drop, and DROP_LIMIT when the lines would take a student past a drop's limit for a
 * product. Inside the transaction that writes the order or takes the payment's stock: each drop's
 * buyer lock is taken first, so the count cannot change before the commit. `known`: drops
 * already read in this transaction (or this placement), by id; the limit is not a counter, so
 * that read is as good as a new one.
 */
export async function refuseOverLimit(
  db: Db,
  userId: number,
  lines: readonly OrderLine[],
  options: { exceptPayment?: number; known?: ReadonlyMap<number, DropRecord> } = {},
): Promise<void> {
  const wanted = preOrdersOf(lines);
  const drops = new Map<number, DropRecord>();
  for (const w of wanted) {
    let record = drops.get(w.dropId);
    // The drop's buyer lock, taken with the first count of the drop (one round trip).
    let first = false;
    if (!record) {
      record = options.known?.get(w.dropId) ?? (await dropById(db, w.dropId));
      if (!record) throw new DomainError('DROP_NOT_FOUND');
      drops.set(w.dropId, record);
      // Only its members pre-order from a members-only or link-only drop.
      await refuseNonMember(db, record.drop, { userId });
      first = true;
    }
    const already = await (first ? lockedPiecesOfStudent : piecesOfStudent)(
      db,
      userId,
      w.dropId,
      w.productId,
      options.exceptPayment,
    );
    if (already + w.n > record.drop.perStudentLimit) {
      throw overLimit(record.drop.perStudentLimit, w.name, record.drop.name, already);
    }
  }
}

/** Whether any line is a pre-order. */
export const hasPreOrders = (lines: readonly OrderLine[]) =>
  lines.some((l) => l.dropId !== undefined);

/**
 * A payment that completed after its reservation lapsed: its pre-orders become an order only
 * while every drop is still live and within the student's limit; otherwise the reason, for the
 * refund.
 */
export async function lateRefusal(
  db: Db,
  userId: number,
  paymentId: number,
  lines: readonly OrderLine[],
  now: Date,
): Promise<string | undefined> {
  for (const w of preOrdersOf(lines)) {
    const record = await dropById(db, w.dropId);
    if (!record) return 'its drop no longer exists';
    try {
      refuseUnlessLive(record, now);
    } catch {
      return `${record.drop.name} had closed`;
    }
  }
  try {
    await refuseOverLimit(db, userId, lines, { exceptPayment: paymentId });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'DROP_LIMIT') {
      return 'the pre-order limit per student had been reached meanwhile';
    }
    if (
      err instanceof DomainError &&
      (err.code === 'DROP_MEMBERS_ONLY' || err.code === 'DROP_NOT_FOUND')
    ) {
      return "the student was no longer one of the drop's members";
    }
    throw err;
  }
  try {
    await refuseTakenNumbers(db, lines, { lock: true, exceptPayment: paymentId });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'DROP_NUMBER_TAKEN') {
      return 'its number had been taken in the drop meanwhile';
    }
    throw err;
  }
  return undefined;
}

/** Each drop these pre-orders were made in, with its close: the end of a student's cancel. */
export async function cancelEnds(
  db: Db,
  items: readonly { dropId: number | null }[],
): Promise<Map<number, { name: string; closesAt: Date }>> {
  const ids = [...new Set(items.flatMap((i) => (i.dropId === null ? [] : [i.dropId])))];
  if (ids.length === 0) return new Map();
  return new Map((await dropEnds(db, ids)).map((r) => [r.id, r]));
}

/**
 * The rule: a student may cancel a pre-order only while its drop has not closed, because the
 * print run is counted from the closed drop, so its pieces are the printer's from then on
 * (docs/product.md#drops, the print run). The admin may still cancel one, with a reason.
 */
export const cancelStillOpen = (end: { closesAt: Date }, now: Date) =>
  end.closesAt.getTime() > now.getTime();

/** CANCEL_NOT_ALLOWED when a student's cancel touches a pre-order whose drop has closed. */
export async function refuseCancelAfterClose(
  db: Db,
  items: readonly { dropId: number | null; productName: string; size: string }[],
  now: Date,
): Promise<void> {
  const ends = await cancelEnds(db, items);
  for (const item of items) {
    const end = item.dropId === null ? undefined : ends.get(item.dropId);
    if (!end || cancelStillOpen(end, now)) continue;
    throw new DomainError(
      'CANCEL_NOT_ALLOWED',
      `${item.productName} (size ${item.size}) was pre-ordered in ${end.name}, which closed on ${istMoment(end.closesAt.getTime())}: pre-orders can be cancelled only until the drop closes, so it can no longer be cancelled. Nothing was changed. If you need help with it, ask the shop.`,
    );
  }
}
