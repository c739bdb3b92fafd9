/**
 * Scenario 2 of `bench:opening` reads the waiting room's answers here (issue 35, target 2; ADR
 * 028): each student joins the drop's line as the product page does; beyond the line's
 * admissions the join's `queue` is `waiting` with the place, estimate, ticket and `pollAfterMs`,
 * and `purchase` (purchases.ts) polls `drops/{id}/queue?ticket=` until admitted, then adds. A
 * join that answered admitted (or no line) let the student in at once. From these the bench
 * computes the share told a place within 100 ms and the rank correlation of arrival and admission.
 */
import type { Purchase } from './purchases.ts';

export interface QueueAnswer {
  /** The place in line first told (1 = next); absent when admitted at once. */
  place?: number;
  /** The shop's estimate of the wait, in seconds. */
  estimateSeconds?: number;
  /** true once the student may buy (then `admittedAtMs` is set). */
  admitted: boolean;
  /** When the student was admitted (performance time of the bench's process). */
  admittedAtMs?: number;
  /** How long the first answer (place or admission) took, ms. */
  firstAnswerMs: number;
}

/** The line's answer to a purchase, or undefined when it met none (no line, or no answer). */
export function queueAnswerOf(p: Purchase): QueueAnswer | undefined {
  if (p.line) {
    const first = p.line.first.body;
    const queue = (first.queue ?? first.current) as { place?: unknown; estimateSeconds?: unknown };
    const admitted = p.line.admittedAt !== undefined;
    return {
      ...(typeof queue?.place === 'number' ? { place: queue.place } : {}),
      ...(typeof queue?.estimateSeconds === 'number'
        ? { estimateSeconds: queue.estimateSeconds }
        : {}),
      admitted,
      ...(admitted ? { admittedAtMs: p.line.admittedAt } : {}),
      firstAnswerMs: p.line.first.ms,
    };
  }
  // Let in by the join itself: the line (if any) admitted the student on arrival.
  if (p.join.status === 200) {
    return { admitted: true, admittedAtMs: p.arrivedAt + p.join.ms, firstAnswerMs: p.join.ms };
  }
  return undefined;
}

/** Spearman's rank correlation of two equally long lists (ties get their mean rank). */
export function rankCorrelation(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return Number.NaN;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (n + 1) / 2;
  let cov = 0;
  let vx = 0;
  let vy = 0;
  for (let i = 0; i < n; i++) {
    const dx = rx[i]! - mean;
    const dy = ry[i]! - mean;
    cov += dx * dy;
    vx += dx * dx;
    vy += dy * dy;
  }
  return cov / Math.sqrt(vx * vy);
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}
