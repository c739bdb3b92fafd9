import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DropRecord } from './drops.queries.ts';
import { inProcessBus } from '../../lib/invalidation-bus.ts';
import { announceStockOn, DropMarks, dropStockBack } from './drop-fast-answers.ts';

const HOUR = 3_600_000;
const t0 = Date.UTC(2026, 10, 29, 12, 0);

function record(more: Partial<DropRecord['drop']> = {}, taken = 5): DropRecord {
  return {
    drop: {
      id: 7,
      name: 'Fest Drop',
      opensAt: new Date(t0 - HOUR),
      closesAt: new Date(t0 + HOUR),
      audience: 'everyone',
      draft: false,
      numbersTaken: false,
      namesTaken: false,
      cashAllowed: true,
      ...more,
    } as DropRecord['drop'],
    counters: [
      { id: 70, dropId: 7, productId: 3, size: '', cap: 5, taken } as DropRecord['counters'][0],
    ],
  };
}
const body = { productId: 3, selectedSize: 'M', teeName: '', institutionName: '' };
const soldOut = (r: DropRecord) =>
  ({ kind: 'sold-out', productId: 3, size: 'M', record: r, needsNames: false }) as const;

afterEach(() => {
  vi.useRealTimers();
});

/** Whether `p` has settled once pending callbacks ran. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('the drop marks', () => {
  it('answer a full counter of a live drop open to everyone, and nothing else', () => {
    const marks = new DropMarks(inProcessBus(), 1000);
    const at = new Date(t0);
    marks.learn(soldOut(record({}, 4)), marks.mark());
    expect(() => marks.answerAddition(body, at)).not.toThrow();
    marks.learn(soldOut(record({ audience: 'members' })), marks.mark());
    expect(() => marks.answerAddition(body, at)).not.toThrow();
    marks.learn(soldOut(record()), marks.mark());
    expect(() => marks.answerAddition(body, at)).toThrow('Size M is sold out in Fest Drop');
    expect(() => marks.answerAddition({ ...body, dropId: 8 }, at)).not.toThrow();
    expect(() => marks.answerAddition({ ...body, selectedSize: 'L' }, at)).not.toThrow();
    expect(() =>
      marks.answerPlacement([{ productId: 3, size: 'M', product: { name: 'Tee' } }], 'cod', at),
    ).toThrow('Tee in size M is sold out in this drop. Please remove it from your cart.');
    // A cart with a line the marks know nothing of goes the database's way.
    expect(() =>
      marks.answerPlacement(
        [
          { productId: 3, size: 'M', product: { name: 'Tee' } },
          { productId: 4, size: 'M', product: { name: 'Cap' } },
        ],
        'cod',
        at,
      ),
    ).not.toThrow();
    // After the drop closed, the database's path says so.
    expect(() => marks.answerAddition(body, new Date(t0 + 2 * HOUR))).not.toThrow();
  });

  it('are cleared by stock given back anywhere in the process, and not made again from a read it overtook', () => {
    const bus = inProcessBus();
    const stop = announceStockOn(bus);
    const marks = new DropMarks(bus, 1000);
    const at = new Date(t0);
    marks.learn(soldOut(record()), marks.mark());
    dropStockBack('committed');
    expect(() => marks.answerAddition(body, at)).not.toThrow();
    const before = marks.mark();
    dropStockBack('committed');
    marks.learn(soldOut(record()), before);
    expect(() => marks.answerAddition(body, at)).not.toThrow();
    // Given back inside a transaction: no mark until its commit is surely past.
    dropStockBack('in-transaction');
    marks.learn(soldOut(record()), marks.mark());
    expect(() => marks.answerAddition(body, at)).not.toThrow();
    stop();
  });

  it('once a mark lapses, let one call read the rows while the others wait for its answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const marks = new DropMarks(inProcessBus(), 1000);
    const at = new Date(t0);
    // A size with stock is never held up.
    const free = await marks.turnToRead([{ productId: 3, size: 'M' }]);
    expect(await settled(marks.turnToRead([{ productId: 3, size: 'M' }]))).toBe(true);
    free();
    marks.learn(soldOut(record()), marks.mark());
    vi.advanceTimersByTime(1001);
    // The mark lapsed: the first call reads the rows, the next waits for what it learns.
    expect(() => marks.answerAddition(body, at)).not.toThrow();
    const first = await marks.turnToRead([{ productId: 3, size: 'M' }]);
    const second = marks.turnToRead([{ productId: 3, size: 'M' }]);
    expect(await settled(second)).toBe(false);
    marks.learn(soldOut(record()), marks.mark());
    first();
    expect(await settled(second)).toBe(true);
    expect(() => marks.answerAddition(body, at)).toThrow('Size M is sold out in Fest Drop');
    // Stock given back: lapsed or not, nobody waits.
    vi.advanceTimersByTime(1001);
    expect(() => marks.answerAddition(body, at)).not.toThrow();
    marks.clear();
    const after = await marks.turnToRead([{ productId: 3, size: 'M' }]);
    expect(await settled(marks.turnToRead([{ productId: 3, size: 'M' }]))).toBe(true);
    after();
  });

  it('are kept while asked for, by one read of the counters in their last quarter, as long as they are full', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const reads: number[] = [];
    let counters = record();
    const marks = new DropMarks(inProcessBus(), 1000, async (dropId) => {
      reads.push(dropId);
      return counters;
    });
    const at = new Date(t0);
    marks.learn(soldOut(record()), marks.mark());
    vi.advanceTimersByTime(500);
    expect(() => marks.answerAddition(body, at)).toThrow('Size M is sold out');
    expect(reads).toEqual([]);
    // The last quarter: answered from the mark, and the counters read once in the background.
    vi.advanceTimersByTime(300);
    expect(() => marks.answerAddition(body, at)).toThrow('Size M is sold out');
    expect(() => marks.answerAddition(body, at)).toThrow('Size M is sold out');
    await vi.waitFor(() => expect(reads).toEqual([7]));
    // Renewed from that read: still answered past the first mark's end.
    vi.advanceTimersByTime(500);
    expect(() => marks.answerAddition(body, at)).toThrow('Size M is sold out');
    // A piece given back behind the bus's back: the next read finds room and renews nothing.
    counters = record({}, 4);
    vi.advanceTimersByTime(300);
    expect(() => marks.answerAddition(body, at)).toThrow('Size M is sold out');
    await vi.waitFor(() => expect(reads).toEqual([7, 7]));
    vi.advanceTimersByTime(300);
    expect(() => marks.answerAddition(body, at)).not.toThrow();
  });

  it('say "not open" until the server clock reaches the opening', () => {
    const marks = new DropMarks(inProcessBus(), 1000);
    const upcoming = record({ opensAt: new Date(t0 + HOUR), closesAt: new Date(t0 + 2 * HOUR) });
    marks.learn({ kind: 'not-open', productId: 3, record: upcoming }, marks.mark());
    expect(() => marks.answerAddition(body, new Date(t0))).toThrow(
      /^Pre-orders for Fest Drop open on/,
    );
    expect(() => marks.answerAddition(body, new Date(t0 + HOUR))).not.toThrow();
  });
});
