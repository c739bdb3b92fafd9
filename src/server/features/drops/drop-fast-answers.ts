import type { PaymentMethod } from '#shared/rules/orders.ts';
import type { DropStockRow } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { InvalidationBus } from '../../lib/invalidation-bus.ts';
import { refuseUnlessLive } from './drop-sale.ts';
import type { Db } from '../../db/client.ts';
import { dropById, type DropRecord } from './drops.queries.ts';

/**
 * Sold-out and not-yet-open answers without the database (docs/decisions/027). At a drop's
 * opening most calls ask for a size that sold out, or come before the opening; an instance that
 * saw a counter full (cap reached, as read by a real check) or a drop not yet open keeps that
 * for `keepMs` and answers the same refusal from memory. A mark is a hint checked before the
 * real path, never instead of a sale: no mark, or a mark whose conditions the call does not
 * meet, goes the usual way. Stock given back anywhere (a cancel, a hold released, a drop edited)
 * is published on the bus's `drop-stock` channel and clears every instance's marks. None is made
 * from a read a clear overtook, nor for `quietMs` after a clear sent inside a transaction, so a
 * read of the rows before its commit does not mark them again.
 */
export const DROP_STOCK_CHANNEL = 'drop-stock';
const UNCOMMITTED = 'back-on-commit';

interface SoldOut {
  productId: number;
  size: string;
  record: DropRecord;
  counter: DropStockRow;
  /** The product's lines need names (a drop that prints them, or a product not our own brand). */
  needsNames: boolean;
  keptUntil: number;
}

interface NotOpen {
  record: DropRecord;
  keptUntil: number;
}

/** What a refusal of the real path found, for the entry to keep (`DropMarks.learn`). */
export type Learnt =
  | { kind: 'sold-out'; productId: number; size: string; record: DropRecord; needsNames: boolean }
  | { kind: 'not-open'; productId: number; record: DropRecord };

/** A refusal carrying what it was decided from. */
export class DropRefusal extends DomainError {
  constructor(
    err: DomainError,
    readonly learnt: Learnt,
  ) {
    super(err.code, err.message);
  }
}

/** The counter a pre-order of `size` takes from (as `counterFor`), if the drop has one. */
const counterOf = ({ counters }: DropRecord, productId: number, size: string) =>
  counters.find((c) => c.productId === productId && c.size === size) ??
  counters.find((c) => c.productId === productId && c.size === '');

const full = (c: DropStockRow | undefined): c is DropStockRow =>
  c !== undefined && c.cap !== null && c.taken >= c.cap;

/** Whether the counter a pre-order of `size` would take from is full in `record`. */
export const sizeSoldOutIn = (record: DropRecord, productId: number, size: string): boolean =>
  full(counterOf(record, productId, size));

/** Whether refuseUnlessLive lets the drop's pre-orders through at `now`. */
function live(record: DropRecord, now: Date): boolean {
  try {
    refuseUnlessLive(record, now);
    return true;
  } catch {
    return false;
  }
}

export class DropMarks {
  private readonly soldOut = new Map<string, SoldOut>();
  private readonly notOpen = new Map<number, NotOpen>();
  /** The one reading of a lapsed size's rows under way, which the others wait for. */
  private readonly rechecks = new Map<string, Promise<void>>();
  /** When each drop's counters were last read again to keep its marks (`renew`). */
  private readonly renewedAt = new Map<number, number>();
  private clears = 0;
  private clearedAt = -Infinity;

  constructor(
    private readonly bus: InvalidationBus,
    private readonly keepMs: number,
    /** A drop with its counters as the database has them now (`dropById`), to renew marks. */
    private readonly reread?: (dropId: number) => Promise<DropRecord | undefined>,
    private readonly quietMs = 1000,
  ) {
    bus.subscribe(DROP_STOCK_CHANNEL, (message) => this.clear(message === UNCOMMITTED));
    bus.onReset(() => this.clear());
  }

  private get on() {
    return this.keepMs > 0 && this.bus.listening();
  }

  /** Taken before the real path reads anything; `learn` ignores reads a clear overtook. */
  mark(): number {
    return this.clears;
  }

  /**
   * A refusal the real path made: kept when it holds for every buyer (the drop open to everyone,
   * the counter full, not a drop that prints numbers).
   */
  learn(learnt: Learnt, mark: number): void {
    const now = Date.now();
    if (!this.on || mark !== this.clears || now < this.clearedAt + this.quietMs) return;
    const { drop } = learnt.record;
    if (drop.audience !== 'everyone' || drop.draft) return;
    const keptUntil = now + this.keepMs;
    if (learnt.kind === 'not-open') {
      this.notOpen.set(learnt.productId, { record: learnt.record, keptUntil });
      return;
    }
    const counter = counterOf(learnt.record, learnt.productId, learnt.size);
    if (!full(counter) || drop.numbersTaken) return;
    const { productId, size, record, needsNames } = learnt;
    this.soldOut.set(`${productId}:${size}`, {
      productId,
      size,
      record,
      counter,
      needsNames,
      keptUntil,
    });
  }

  /** Learns from what placement read: every counter of its lines found full. */
  learnLines(
    lines: readonly { productId: number; size: string; dropId?: number | undefined }[],
    drops: ReadonlyMap<number, DropRecord>,
    mark: number,
  ): void {
    for (const line of lines) {
      const record = line.dropId === undefined ? undefined : drops.get(line.dropId);
      if (!record || !full(counterOf(record, line.productId, line.size))) continue;
      // Whether names are needed is the cart's rule: unknown here, so the add path asks.
      const needsNames = this.soldOut.get(`${line.productId}:${line.size}`)?.needsNames ?? true;
      this.learn({ kind: 'sold-out', ...line, record, needsNames }, mark);
    }
  }

  private soldOutMark(productId: number, size: string, now: Date): SoldOut | undefined {
    const key = `${productId}:${size}`;
    const mark = this.soldOut.get(key);
    if (!mark) return undefined;
    // Past its `keepMs`, a mark answers nothing but stays as a lapse, for `turnToRead`.
    if (this.on && mark.keptUntil <= Date.now()) return undefined;
    if (!this.on || !live(mark.record, now)) {
      this.soldOut.delete(key);
      return undefined;
    }
    if (mark.keptUntil - Date.now() < this.keepMs / 4) this.renew(mark.record.drop.id);
    return mark;
  }

  /**
   * Keeps a drop's marks while they are asked for: in a mark's last quarter, one read of the
   * drop's counters (in the background; answers meanwhile come from the mark) renews every mark
   * of the drop whose counter is still full, as `learn` would from a refusal. Without it each
   * mark lapsed every `keepMs` under a sold-out crowd, and the next students' calls went to the
   * rows (and the first of them to the drop's line) until one of them learnt it again.
   */
  private renew(dropId: number): void {
    // One read per quarter of `keepMs` at most, whatever it found.
    const now = Date.now();
    if (!this.reread || now - (this.renewedAt.get(dropId) ?? -Infinity) < this.keepMs / 4) return;
    this.renewedAt.set(dropId, now);
    const mark = this.mark();
    void this.reread(dropId)
      .then((record) => {
        if (!record) return;
        for (const kept of [...this.soldOut.values()]) {
          if (kept.record.drop.id !== dropId) continue;
          const { productId, size, needsNames } = kept;
          this.learn({ kind: 'sold-out', productId, size, record, needsNames }, mark);
        }
      })
      // Not renewed: the marks lapse as they would have, and the rows answer.
      .catch(() => undefined);
  }

  /**
   * The sizes' turn to be read from the rows. A sold-out mark lives `keepMs`; when it lapses
   * while students keep asking, each of them would read the same full counter at once (ten or
   * more transactions per instance each time, at a drop's opening). The first call after a lapse
   * reads the rows; the others wait for its answer and are then answered from the mark it made,
   * or go the rows' way themselves when it made none. Call the returned function once the rows
   * answered (or were learnt from). Sizes that never sold out, or whose stock came back (a
   * clear), hold nobody up.
   */
  async turnToRead(sizes: readonly { productId: number; size: string }[]): Promise<() => void> {
    const keys = sizes.map((s) => `${s.productId}:${s.size}`);
    const underWay = keys.flatMap((k) => this.rechecks.get(k) ?? []);
    if (underWay.length > 0) {
      await Promise.all(underWay);
      return () => {};
    }
    const now = Date.now();
    const lapsed = (k: string) => this.on && (this.soldOut.get(k)?.keptUntil ?? Infinity) <= now;
    const mine = keys.filter((k) => lapsed(k) && this.soldOut.delete(k));
    if (mine.length === 0) return () => {};
    let answered = () => {};
    const reading = new Promise<void>((resolve) => (answered = resolve));
    for (const k of mine) this.rechecks.set(k, reading);
    return () => {
      for (const k of mine) if (this.rechecks.get(k) === reading) this.rechecks.delete(k);
      answered();
    };
  }

  /**
   * addToCart's answer from a mark, thrown as the real path would: DROP_NOT_OPEN before a
   * drop's opening, DROP_CAP_REACHED for a size sold out. Returns when no mark decides.
   */
  answerAddition(
    body: {
      productId: number;
      selectedSize: string;
      dropId?: number | undefined;
      teeName: string;
      institutionName: string;
    },
    now: Date,
  ): void {
    if (!this.on) return;
    const claims = (record: DropRecord) =>
      body.dropId === undefined || body.dropId === record.drop.id;
    const waiting = this.notOpen.get(body.productId);
    if (waiting) {
      if (waiting.keptUntil <= Date.now()) this.notOpen.delete(body.productId);
      else if (claims(waiting.record) && now.getTime() < waiting.record.drop.opensAt.getTime()) {
        refuseUnlessLive(waiting.record, now);
      } else this.notOpen.delete(body.productId);
    }
    const mark = this.soldOutMark(body.productId, body.selectedSize, now);
    if (!mark || !claims(mark.record)) return;
    if (mark.needsNames && (!body.teeName || !body.institutionName)) return;
    throw new DomainError(
      'DROP_CAP_REACHED',
      `Size ${body.selectedSize} is sold out in ${mark.record.drop.name}`,
    );
  }

  /**
   * PLACE ORDER's answer from the marks for a cart read (no coupon): when every line is a
   * pre-order of a size marked sold out in a live drop that takes this way to pay, the refusal
   * placement would give for the first counter (by id). Returns when no mark decides.
   */
  answerPlacement(
    lines: readonly { productId: number; size: string; product: { name: string } }[],
    paymentMethod: PaymentMethod,
    now: Date,
  ): void {
    if (!this.on || lines.length === 0) return;
    let first: { counterId: number; name: string; size: string } | undefined;
    for (const line of lines) {
      const mark = this.soldOutMark(line.productId, line.size, now);
      if (!mark) return;
      if (paymentMethod === 'cod' && !mark.record.drop.cashAllowed) return;
      if (!first || mark.counter.id < first.counterId) {
        first = { counterId: mark.counter.id, name: line.product.name, size: line.size };
      }
    }
    if (!first) return;
    throw new DomainError(
      'DROP_CAP_REACHED',
      `${first.name} in size ${first.size} is sold out in this drop. Please remove it from your cart.`,
    );
  }

  /** Forgets every mark; `uncommitted`: the change commits later, so none is made for a while. */
  clear(uncommitted = false): void {
    this.clears++;
    if (uncommitted) this.clearedAt = Date.now();
    this.soldOut.clear();
    this.notOpen.clear();
  }
}

const marksByBus = new WeakMap<InvalidationBus, DropMarks>();

/** The instance's marks on `bus` (one per app). */
export function dropMarksOf(bus: InvalidationBus, keepMs: number, db: Db): DropMarks {
  let marks = marksByBus.get(bus);
  if (!marks) marksByBus.set(bus, (marks = new DropMarks(bus, keepMs, (id) => dropById(db, id))));
  return marks;
}

/** Every bus of this process (an app's, a worker's): where `dropStockBack` publishes. */
const buses = new Set<InvalidationBus>();

/** Registers the process's bus, so stock given back by code without deps reaches it. */
export function announceStockOn(bus: InvalidationBus): () => void {
  buses.add(bus);
  return () => buses.delete(bus);
}

/**
 * Stock came back to a drop's counter (or its cap or times changed): this instance clears its
 * marks at once and every other as soon as the message reaches it (a mark lives `keepMs` at
 * most either way). Called by whatever gives stock back, after its commit or inside its
 * transaction (then no mark is made for `quietMs`, which covers the commit); nothing waits on
 * Redis.
 */
export function dropStockBack(when: 'committed' | 'in-transaction'): void {
  const message = when === 'committed' ? 'back' : UNCOMMITTED;
  for (const bus of buses) bus.notify(DROP_STOCK_CHANNEL, message);
}
