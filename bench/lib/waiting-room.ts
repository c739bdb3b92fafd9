/**
 * Scenario 2 of `bench:opening` reads the waiting room's answers here (issue 35, target 2). There
 * is no waiting room yet, so `queueAnswerOf` finds nothing and the bench reports what the crowd
 * met instead. When the waiting room lands, teach `queueAnswerOf` its reply (the place in line,
 * the estimate, the moment of admission) and the bench computes the rest: the share told a
 * place within 100 ms and the rank correlation of arrival and admission.
 */
import type { HttpAnswer } from './open-loop.ts';

export interface QueueAnswer {
  /** The place in line first told (1 = next). */
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

/**
 * The waiting room's answer in a reply, or undefined when it carries none (today: every reply).
 * Reads a `queue` object in the body (`{ place, estimateSeconds, admitted }`): the shape the
 * waiting room's contract will fix; change it here once it does.
 */
export function queueAnswerOf(answer: HttpAnswer, atMs: number): QueueAnswer | undefined {
  const queue = answer.body.queue as
    { place?: unknown; estimateSeconds?: unknown; admitted?: unknown } | undefined;
  if (!queue || typeof queue !== 'object') return undefined;
  const admitted = queue.admitted === true;
  return {
    ...(typeof queue.place === 'number' ? { place: queue.place } : {}),
    ...(typeof queue.estimateSeconds === 'number'
      ? { estimateSeconds: queue.estimateSeconds }
      : {}),
    admitted,
    ...(admitted ? { admittedAtMs: atMs } : {}),
    firstAnswerMs: answer.ms,
  };
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
