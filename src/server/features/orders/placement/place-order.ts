import type { DeliveryMethod, Totals } from '#shared/rules/delivery.ts';
import type { OrderLine } from '../../../db/checkout-snapshot.ts';
import type { Db, Tx } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { cartLinesOnSale, cartTransaction, type CartLineRecord } from '../../cart/index.ts';
import { holdStock, refuseShortStock, releaseHolds, sameDemand } from '../stock.ts';
import { orderLinesOf } from './order-lines.ts';
import { pricingTermsOf } from './delivery-terms.ts';
import { priceCart } from './pricing.ts';
import { checkCoupon } from '../coupons/coupon-check.ts';
import { takeCouponUse } from '../coupons/coupon-uses.queries.ts';
import {
  dropMarksOf,
  hasPreOrders,
  markDropLines,
  refuseOverLimit,
  refuseTakenNumbers,
  refuseUntilAdmittedToAll,
  type DropMarks,
  type GoverningRead,
} from '../../drops/index.ts';
import type { PaymentMethod } from '#shared/rules/orders.ts';
import type { PreOrderDrop } from '../order-record.ts';

/**
 * The one way an order is placed (ADR 013), in two phases, for every way to pay: a cash order
 * (cash-order.ts) and an online payment (../payments/start-payment.ts); a cart line whose product
 * is in a drop is a pre-order in either (features/drops marks it, ADR 019).
 *
 * 1. The cart is read without locks: a buyer whose size is short, or who may not take part in a
 *    drop now, is refused there, having written nothing. Otherwise the stock is held
 *    (`holdStock`: each size's row is locked only inside one statement, so at a drop the buyers
 *    of one size do not queue behind each other's orders).
 * 2. One transaction under the cart lock reads the cart again, prices it and hands it to the
 *    way's `write`, which writes the order (or payment) and uses the holds when they still fit
 *    the cart, else takes the stock itself. Holds it did not use, or all of them when it fails,
 *    are released at once, or by the reconciliation job when the process died.
 */

type Deps = Pick<AppDeps, 'db' | 'config' | 'log' | 'clock' | 'catalog' | 'dropLines' | 'secrets'> &
  Partial<Pick<AppDeps, 'bus'>>;

/**
 * CART_EMPTY for a cart with nothing to place. Every method takes every line, club tees too
 * (docs/product.md#delivery-and-charges).
 */
function checkCart(lines: readonly CartLineRecord[]) {
  if (lines.length === 0) throw new DomainError('CART_EMPTY');
}

/** The cart as read under its lock, priced: what `write` makes the order from. */
export interface PricedCart<P> {
  cart: CartLineRecord[];
  /** With each line's share of the coupon's saving. */
  lines: OrderLine[];
  totals: Totals;
  /** The coupon priced in, and the use taken for it (`write` uses or attaches it). */
  coupon?: { couponId: number; code: string; useId: number };
  /** What the way's checks under the lock found (cash: the customer; online: the destination). */
  prepared: P;
  /** The drops of its pre-orders, as read under the lock (what `writeOrder` needs of them). */
  preOrderDrops: ReadonlyMap<number, PreOrderDrop>;
}

/** The stock held in phase 1 for the cart of `write`. */
export interface HeldStock {
  holdIds: readonly number[];
  /** true: the holds are exactly what the cart needs; `write` consumes or attaches them. */
  fit: boolean;
}

/** An earlier try with the same checkout key: answered as it is. */
export interface Answer<T> {
  answer: T;
}

/** The way's checks of a cart under the lock: what `write` gets as `prepared`, or a refusal. */
export interface Checks<P> {
  prepare: () => P | Promise<P>;
}

export interface PlacementWay<T, P> {
  deliveryMethod: DeliveryMethod;
  /** How it is paid: a drop may refuse cash (docs/product.md#drops). */
  paymentMethod: PaymentMethod;
  /** The coupon code the student entered, if any: priced and its use taken here. */
  couponCode?: string | undefined;
  /**
   * Whether an earlier try with this checkout key exists, read without locks after the cart (and
   * the sold-out marks' answer): then phase 1 holds nothing and `underLock` decides (an online
   * payment's retry answers the pending payment or starts anew). A cash order has no such read:
   * its first try emptied the cart, so a retry has nothing to hold and `underLock` answers it.
   */
  triedBefore?: (db: Db) => Promise<boolean>;
  /**
   * Phase 2, first, under the cart lock: an earlier try's `Answer` ends the placement; otherwise
   * the way's checks (`prepare`), run once the cart read again is not empty. One read may serve
   * both: a cash order reads its customer and an earlier try in one statement.
   */
  underLock: (tx: Tx) => Promise<Answer<T> | Checks<P>>;
  /**
   * Writes the order or payment and its stock: when `held.fit`, consumes or attaches the holds
   * (true in `usedHolds`), else takes the stock itself, last. Throws to undo everything.
   */
  write: (
    tx: Tx,
    priced: PricedCart<P>,
    held: HeldStock,
  ) => Promise<{ value: T; usedHolds: boolean }>;
}

/** Places with `way`; the value is what its `write` (or an earlier try's answer) gives. */
export async function placeOrder<T, P>(
  deps: Deps,
  caller: Caller,
  way: PlacementWay<T, P>,
): Promise<T> {
  const { db, clock } = deps;
  // The drops' sold-out marks (docs/decisions/027): answered from, and kept from the drops read.
  const marks = deps.bus && dropMarksOf(deps.bus, deps.config.DROP_MARK_MS, deps.db);
  const mark = marks?.mark() ?? 0;
  const read = await cartLinesOnSale(db, caller.userId);
  // Every line a size its drop sold out, as this instance saw: refused without more reads. (An
  // earlier try with this checkout key cannot be behind such a cart: an order empties the cart
  // of what it placed, and a size sold out is never added.) A size whose mark lapsed is read
  // again by one placement while the others wait for what it learns (`turnToRead`).
  const learnt = (await marks?.turnToRead(read)) ?? (() => {});
  try {
    if (!way.couponCode) marks?.answerPlacement(read, way.paymentMethod, clock());
    return await placeFromRead(deps, caller, way, { read, marks, mark, learnt });
  } finally {
    learnt();
  }
}

/** What placeOrder read before its placement: the cart, and the marks with its mark of them. */
interface CartRead {
  read: CartLineRecord[];
  marks: DropMarks | undefined;
  mark: number;
  /** Lets the placements waiting on this one's read of the drops go (`turnToRead`). */
  learnt: () => void;
}

/** placeOrder once the cart is read and no mark answered. */
async function placeFromRead<T, P>(
  deps: Deps,
  caller: Caller,
  way: PlacementWay<T, P>,
  { read, marks, mark, learnt }: CartRead,
): Promise<T> {
  const { db, clock } = deps;
  const method = way.deliveryMethod;
  let holdIds: number[] = [];
  let heldLines: OrderLine[] = [];
  let governing: GoverningRead | undefined;
  // (An empty cart goes straight to the locked phase: a retried click whose first try committed
  // finds that try's order there, before the cart is checked.)
  if (read.length > 0 && !(await way.triedBefore?.(db))) {
    checkCart(read);
    // A refused coupon is told before any stock is held.
    if (way.couponCode) await checkCoupon(db, caller.userId, way.couponCode, read, clock());
    // Pre-orders: refused before anything is held when their drop is not live or takes no cash.
    const marked = await markDropLines(db, orderLinesOf(read), clock(), way.paymentMethod);
    heldLines = marked.lines;
    governing = marked.governing;
    marks?.learnLines(heldLines, marked.drops, mark);
    learnt();
    // At a drop's opening, only a student its line admitted places its pieces (ADR 028).
    await refuseUntilAdmittedToAll(deps, caller.userId, marked.drops);
    // Short in the cart's own read (a size's stock, or what is left of a drop's cap): refused
    // before anything is held; most buyers at a drop come after it sold out, and are told so in
    // three round trips. The way's checks and a drop's per-student limit are read only under the
    // lock (phase 2), where they must be exact anyway: a cart over the limit or a student with
    // too many cash orders open is rare (the cart refuses additions over the limit), and reading
    // them here too cost every order two round trips (bench/README.md). Such a buyer's holds are
    // given back when phase 2 refuses.
    refuseShortStock(heldLines, read);
    await refuseTakenNumbers(db, heldLines, { lock: false, known: marked.drops });
    holdIds = await holdStock(
      db,
      heldLines,
      new Date(clock().getTime() + deps.config.PLACEMENT_HOLD_SECONDS * 1000),
    );
  }
  // (No drops read: an earlier try's answer, or an empty cart. Nobody waits on the locked phase.)
  learnt();
  // Whether any size's stock moved: a pre-order takes from its drop's counter instead, which no
  // catalogue page shows, so at a drop's opening the crowd's cached pages stay as they are.
  let sizesMoved = heldLines.some((l) => l.dropStockId === undefined);
  let placed: { value: T; usedHolds: boolean };
  try {
    placed = await cartTransaction(db, caller.userId, async (tx) => {
      const locked = await way.underLock(tx);
      if ('answer' in locked) return { value: locked.answer, usedHolds: false };
      const cart = await cartLinesOnSale(tx, caller.userId);
      checkCart(cart);
      const prepared = await locked.prepare();
      const coupon = way.couponCode
        ? await checkCoupon(tx, caller.userId, way.couponCode, cart, clock())
        : undefined;
      const { totals, lineDiscounts } = priceCart(
        cart,
        method,
        pricingTermsOf(deps.config),
        coupon,
      );
      // The products' drops as phase 1 read them when the cart still holds the same products.
      const marked = await markDropLines(
        tx,
        orderLinesOf(cart),
        clock(),
        way.paymentMethod,
        governing,
      );
      const lines = marked.lines.map((l, i) => ({ ...l, discountPaise: lineDiscounts[i] ?? 0 }));
      if (lines.some((l) => l.dropStockId === undefined)) sizesMoved = true;
      // Under the student's drop lock until the commit: parallel orders cannot pass the limit.
      if (hasPreOrders(lines)) {
        await refuseOverLimit(tx, caller.userId, lines, { known: marked.drops });
        // Under the drop's number lock until the commit: one order per number.
        await refuseTakenNumbers(tx, lines, { lock: true, known: marked.drops });
      }
      const fit = holdIds.length > 0 && sameDemand(lines, heldLines);
      if (!fit) refuseShortStock(lines, cart);
      const taken = coupon && {
        couponId: coupon.id,
        code: coupon.code,
        useId: await takeCouponUse(tx, coupon, caller.userId, totals.discount),
      };
      const preOrderDrops = new Map(
        [...marked.drops].map(([id, { drop }]) => [
          id,
          { name: drop.name, readyBy: drop.readyBy, closesAt: drop.closesAt },
        ]),
      );
      return way.write(
        tx,
        { cart, lines, totals, prepared, preOrderDrops, ...(taken ? { coupon: taken } : {}) },
        { holdIds, fit },
      );
    });
  } catch (err) {
    await giveBack(deps, holdIds);
    throw err;
  }
  if (!placed.usedHolds) await giveBack(deps, holdIds);
  // The sale (or the payment's hold) is committed: the buyer's next page from this instance shows
  // the stock it took, not the catalogue cache's older copy.
  if (sizesMoved) deps.catalog.stockMoved();
  return placed.value;
}

/** Holds a placement did not use, back to the sizes (the reconciliation job retries a failure). */
async function giveBack(deps: Deps, holdIds: number[]) {
  await releaseHolds(deps.db, holdIds, deps.clock()).catch((err: unknown) => {
    deps.log.error(
      { err, holdIds },
      'placement holds not given back (the reconciliation job will)',
    );
  });
}
