/**
 * The opening minute's purchase as a student's phone makes it (the product page joins the drop's
 * line, waits its turn, adds the drop's tee to the cart, then PLACE ORDER with cash), driven
 * open-loop through nginx, and what a crowd of them met: answers per status, 5xx, timeouts,
 * latencies from each arrival's scheduled moment.
 */
import { randomUUID } from 'node:crypto';
import type { DropLine } from '../../src/shared/contract/drop-line.ts';
import { summarise, type Summary } from './measure.ts';
import { httpCall, openLoop, type HttpAnswer } from './open-loop.ts';
import { soldOutText, statusCounts } from './drop-stack.ts';

/** A student's time in a drop's line (ADR 028): the answer that gave the place, then the polls. */
export interface LineWait {
  /** The join's answer (its `queue`), or an addition's 409 DROP_IN_LINE (its `current`). */
  first: HttpAnswer;
  polls: number;
  /** When the line admitted the student (performance time), if it did. */
  admittedAt?: number;
  /** Why waiting ended without an admission (sold out, closed, a failed poll, patience). */
  ended?: string;
}

export interface Purchase {
  /** drops/{id}/queue/join, as the product page makes it when it opens. */
  join: HttpAnswer;
  /** The addition to the cart; absent when the line never let the student in. */
  add?: HttpAnswer;
  line?: LineWait;
  place?: HttpAnswer;
  /** From the arrival's scheduled moment to the last answer. */
  wholeMs: number;
  placed: boolean;
  soldOut: boolean;
  arrivedAt: number;
  endedAt: number;
}

export interface PurchaseTarget {
  token: string;
  productId: number;
  size: string;
  dropId: number;
}

/** One student's purchase through nginx at `base`, started at `scheduledAt` (performance time). */
export async function purchase(
  base: string,
  target: PurchaseTarget,
  scheduledAt: number,
  timeoutMs: number,
): Promise<Purchase> {
  const { token } = target;
  const addToCart = () =>
    httpCall(`${base}/api/v1/products/addToCart`, {
      body: { productId: target.productId, selectedSize: target.size, dropId: target.dropId },
      token,
      timeoutMs,
    });
  const join = await httpCall(`${base}/api/v1/drops/${target.dropId}/queue/join`, {
    body: {},
    token,
    timeoutMs,
  });
  let line: LineWait | undefined;
  let add: HttpAnswer | undefined;
  const end = (place?: HttpAnswer): Purchase => {
    const last = place ?? add ?? join;
    const endedAt = performance.now();
    return {
      join,
      ...(add ? { add } : {}),
      ...(line ? { line } : {}),
      ...(place ? { place } : {}),
      wholeMs: endedAt - scheduledAt,
      placed: place?.status === 200,
      soldOut: last.status === 409 && soldOutText(last.body),
      arrivedAt: scheduledAt,
      endedAt,
    };
  };
  if (join.status !== 200) return end();
  const joined = join.body.queue as LineAnswer | undefined;
  if (joined?.state === 'waiting') {
    line = await waitInLine(base, target.dropId, join, joined, timeoutMs);
    if (line.admittedAt === undefined) return end();
  }
  add = await addToCart();
  // A turn that ran out, or a line the join did not see: the addition gives the place.
  if (add.status === 409 && add.body.code === 'DROP_IN_LINE') {
    line = await waitInLine(base, target.dropId, add, add.body.current as LineAnswer, timeoutMs);
    if (line.admittedAt !== undefined) add = await addToCart();
  }
  if (add.status !== 200) return end();
  const place = await httpCall(`${base}/api/v1/payment/confirm`, {
    // A key per checkout, as the phone sends it (web/features/checkout/checkout-key.ts).
    body: { deliveryMethod: 'pickup', checkoutKey: randomUUID() },
    token,
    timeoutMs,
  });
  return end(place);
}

/** How long a student stays in a drop's line before giving up (LINE_PATIENCE_MS, 10 minutes). */
const LINE_PATIENCE_MS = Number(process.env.LINE_PATIENCE_MS ?? 600_000);

/** The line's answer as read off a reply's body, which the bench does not validate. */
type LineAnswer = Partial<DropLine>;

/** Polls the line's status with its ticket, as the page does, until admitted or nothing to wait for. */
async function waitInLine(
  base: string,
  dropId: number,
  first: HttpAnswer,
  answer: LineAnswer | undefined,
  timeoutMs: number,
): Promise<LineWait> {
  const wait: LineWait = { first, polls: 0 };
  let queue = answer;
  const ticket = queue?.ticket ?? '';
  const giveUpAt = performance.now() + LINE_PATIENCE_MS;
  for (;;) {
    await new Promise((r) => setTimeout(r, Math.max(250, queue?.pollAfterMs ?? 1000)));
    if (performance.now() > giveUpAt) return { ...wait, ended: 'patience' };
    const answer = await httpCall(
      `${base}/api/v1/drops/${dropId}/queue?ticket=${encodeURIComponent(ticket)}`,
      { method: 'GET', timeoutMs },
    );
    wait.polls += 1;
    if (answer.status !== 200) return { ...wait, ended: `poll ${answer.status}` };
    const now = answer.body.queue as LineAnswer;
    if (now.admitted) return { ...wait, admittedAt: performance.now() };
    if (now.state !== 'waiting') return { ...wait, ended: String(now.state) };
    queue = now;
  }
}

export interface CrowdReport {
  arrivals: number;
  placed: number;
  soldOut: number;
  fiveHundreds: number;
  timeouts: number;
  /** Answers that never came for another reason (reset, refused). */
  transportErrors: Record<string, number>;
  joinStatuses: Record<string, number>;
  addStatuses: Record<string, number>;
  placeStatuses: Record<string, number>;
  /** A few refusals' messages (other than 200 and sold out), to say what students read. */
  refusals: Record<string, number>;
  rows: Record<string, Summary>;
  driverLateMs: { p99: number; max: number };
  seconds: number;
}

/** `count` arrivals at `rate` a second, arrival i buying `targets(i)`. */
export async function crowd(
  base: string,
  rate: number,
  seconds: number,
  targets: (i: number) => PurchaseTarget,
  timeoutMs: number,
): Promise<{ purchases: Purchase[]; report: CrowdReport }> {
  const run = await openLoop(rate, seconds, (i, due) => purchase(base, targets(i), due, timeoutMs));
  const purchases = run.results;
  const answers = purchases.flatMap((p) => [
    p.join,
    ...(p.add ? [p.add] : []),
    ...(p.place ? [p.place] : []),
  ]);
  const transportErrors: Record<string, number> = {};
  const refusals: Record<string, number> = {};
  for (const a of answers) {
    if (a.status === 0 && !a.timedOut) {
      const key = a.error ?? 'no answer';
      transportErrors[key] = (transportErrors[key] ?? 0) + 1;
    } else if (a.status !== 200 && !(a.status === 409 && soldOutText(a.body))) {
      // The line's refusals name each student's place: counted by their code.
      const text = a.body.code === 'DROP_IN_LINE' ? a.body.code : (a.body.message ?? a.body.code);
      const key = `${a.status} ${String(text ?? '').slice(0, 80)}`;
      refusals[key] = (refusals[key] ?? 0) + 1;
    }
  }
  const run1 = { concurrency: 0, seconds: run.seconds, errors: 0 };
  const placedOnes = purchases.filter((p) => p.placed);
  const adds = purchases.flatMap((p) => (p.add ? [p.add] : []));
  const rows: Record<string, Summary> = {
    'drops/{id}/queue/join (as the page opens)': summarise(
      purchases.map((p) => p.join.ms),
      { ...run1, errors: purchases.filter((p) => p.join.status !== 200).length },
    ),
    'products/addToCart (dropId)': summarise(
      adds.map((a) => a.ms),
      { ...run1, errors: adds.filter((a) => a.status !== 200).length },
    ),
    'payment/confirm (PLACE ORDER, cash)': summarise(
      purchases.flatMap((p) => (p.place ? [p.place.ms] : [])),
      { ...run1, errors: purchases.filter((p) => p.place && !p.placed).length },
    ),
    'whole purchase, from arrival (placed ones)': summarise(
      placedOnes.map((p) => p.wholeMs),
      run1,
    ),
  };
  return {
    purchases,
    report: {
      arrivals: purchases.length,
      placed: placedOnes.length,
      soldOut: purchases.filter((p) => p.soldOut).length,
      fiveHundreds: answers.filter((a) => a.status >= 500).length,
      timeouts: answers.filter((a) => a.timedOut).length,
      transportErrors,
      joinStatuses: statusCounts(purchases.map((p) => p.join.status)),
      addStatuses: statusCounts(adds.map((a) => a.status)),
      placeStatuses: statusCounts(purchases.flatMap((p) => (p.place ? [p.place.status] : []))),
      refusals,
      rows,
      driverLateMs: run.lateMs,
      seconds: Math.round(run.seconds * 10) / 10,
    },
  };
}

/** nginx's /healthz at the crowd's rate (open-loop): the ceiling a call of the shop is read against. */
export async function openLoopCeiling(base: string, rate: number, seconds: number) {
  const run = await openLoop(rate, seconds, async (_i, due) => {
    const res = await httpCall(`${base}/healthz`, { timeoutMs: 30_000 });
    return { ok: res.status === 200, ms: performance.now() - due };
  });
  return summarise(
    run.results.map((r) => r.ms),
    { concurrency: 0, seconds: run.seconds, errors: run.results.filter((r) => !r.ok).length },
  );
}
