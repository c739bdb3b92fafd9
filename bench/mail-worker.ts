/**
 * What sending mail costs a web instance: BUYERS students each place a cash order (one tee,
 * pickup) through nginx to two production instances on PostgreSQL, once with mail sent by the
 * instances themselves (BACKGROUND_JOBS=in-process) and once by the worker process (production's
 * default). Shop CPU is counted from before the first order until every order's mails left the
 * outbox (an instance sends its mail after answering), per placed order, for the instances and
 * the worker apart. Real SMTP (the test server), two cores shared by everything.
 * Run: npm run bench:mail-worker   (results in bench/results/mail-worker.json)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { cartLines, mailOutbox } from '../src/server/db/schema/index.ts';
import type { Db } from '../src/server/db/client.ts';
import { insertProduct } from '../src/server/test/db-fixtures.ts';
import { runAtConcurrency } from './lib/measure.ts';
import { fillCarts, startDropStack } from './lib/drop-stack.ts';
import { cpuMs } from './lib/processes.ts';

const BUYERS = Number(process.env.BUYERS ?? 150);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 20);
const MODES = ['in-process', 'worker'] as const;

const results: Record<string, unknown>[] = [];
for (const mode of MODES) {
  const stack = await startDropStack(BUYERS, { BACKGROUND_JOBS: mode });
  try {
    const { db, call, buyers, instances, worker } = stack;
    await db.delete(cartLines);
    const tee = await insertProduct(db, { name: `Mail Tee ${mode}` }, { M: BUYERS });
    await fillCarts(stack, tee.id);
    const processes = [...instances, ...(worker ? [worker] : [])];
    // Quiet first: what the logins and carts left to send goes before the count starts.
    await untilOutboxEmpty(db, 120_000);
    const before = await Promise.all(processes.map((p) => cpuMs(p.pid)));
    const started = Date.now();
    const orders = await runAtConcurrency(BUYERS, CONCURRENCY, async (i) => {
      const res = await call('payment/confirm', { deliveryMethod: 'pickup' }, buyers[i]!.token);
      return res.status === 200;
    });
    const answeredMs = Date.now() - started;
    const placed = orders.requests - orders.errors;
    await untilOutboxEmpty(db, 300_000);
    const sentMs = Date.now() - started;
    const used = await Promise.all(
      processes.map(async (p, i) => (await cpuMs(p.pid)) - before[i]!),
    );
    const [sent] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.status, 'sent'), inArray(mailOutbox.kind, ['order-placed', 'order-new'])),
      );
    const instancesMs = used[0]! + used[1]!;
    results.push({
      mode,
      placed,
      orderMailsSent: sent?.n ?? 0,
      p95Ms: orders.p95Ms,
      answeredMs,
      allMailSentMs: sentMs,
      instancesCpuMs: Math.round(instancesMs),
      instancesCpuMsPerOrder: +(instancesMs / placed).toFixed(2),
      workerCpuMs: worker ? Math.round(used[2]!) : 0,
      workerCpuMsPerOrder: worker ? +(used[2]! / placed).toFixed(2) : 0,
    });
  } finally {
    await stack.stop();
  }
}
console.table(results);
console.log(
  `${BUYERS} orders at ${CONCURRENCY} at once; ${os.cpus().length} cores; load ${os.loadavg()[0]?.toFixed(1)}`,
);
await mkdir('bench/results', { recursive: true });
await writeFile(
  'bench/results/mail-worker.json',
  JSON.stringify({ date: new Date().toISOString(), buyers: BUYERS, results }, null, 2),
);

/** Waits until no mail is pending (sent or given up), polling the database. */
async function untilOutboxEmpty(db: Db, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'pending'));
    if ((row?.n ?? 0) === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('mail still pending in the outbox');
}
