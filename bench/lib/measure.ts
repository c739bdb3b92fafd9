/** Small helpers shared by the load benchmarks: run calls at a fixed concurrency, report latencies. */

export interface Summary {
  requests: number;
  concurrency: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs `call(i)` for i in 0..n-1 with at most `concurrency` in flight; `call` returns ok. */
export async function runAtConcurrency(
  n: number,
  concurrency: number,
  call: (i: number) => Promise<boolean>,
): Promise<Summary> {
  const times: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < n) {
        const i = next++;
        const t0 = performance.now();
        const ok = await call(i).catch(() => false);
        times.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  return summarise(times, { concurrency, seconds: (performance.now() - started) / 1000, errors });
}

/** The summary of call times (ms) taken some other way, e.g. two servers' calls interleaved. */
export function summarise(
  times: readonly number[],
  run: { concurrency: number; seconds: number; errors: number },
): Summary {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    requests: sorted.length,
    concurrency: run.concurrency,
    perSecond: run.seconds > 0 ? Math.round(sorted.length / run.seconds) : 0,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    errors: run.errors,
  };
}

export function printTable(rows: Record<string, Summary>) {
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, s]) => [
        name,
        {
          'req/s': s.perSecond,
          'p50 ms': s.p50Ms,
          'p95 ms': s.p95Ms,
          'p99 ms': s.p99Ms,
          errors: s.errors,
        },
      ]),
    ),
  );
}
