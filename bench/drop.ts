/**
 * The drop, on real parts: two shop instances in production mode behind nginx, one PostgreSQL,
 * Redis for the shared rate limits, mail over SMTP. BUYERS signed-in students, each with one
 * unit in the cart, race for UNITS units of one size: first paying cash on delivery, then online
 * through the sandbox gateway (its own server, reached by the shop's real PhonePe client). Checks
 * exactly UNITS orders, stock 0, the rest told "sold out", no 5xx; reports latencies and each
 * instance's memory. Needs nginx, redis-server and PostgreSQL 15+ binaries (see bench/README.md).
 * Run: npm run bench:drop   (results in bench/results/drop.json)
 * DROP_MODE=preorder: a pre-order drop's opening minute instead (bench/lib/preorder-drop.ts).
 * BENCH_PORTS=5170-5189 keeps PostgreSQL, Redis, the instances and nginx in that range.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import {
  cartLines,
  orderItems,
  orders,
  productSizes,
  stockHolds,
} from '../src/server/db/schema/index.ts';
import { insertProduct } from '../src/server/test/db-fixtures.ts';
import { printTable, runAtConcurrency, type Summary } from './lib/measure.ts';
import {
  fillCarts,
  measureCeiling,
  soldOutText,
  startDropStack,
  statusCounts,
  withPeakRss,
  type DropStack,
} from './lib/drop-stack.ts';
import { preorderDrop } from './lib/preorder-drop.ts';
import { cpuMs } from './lib/processes.ts';

const BUYERS = Number(process.env.BUYERS ?? 300);
const UNITS = Number(process.env.UNITS ?? 50);
// DROP_MODE=preorder: the opening minute of a pre-order drop instead (bench/lib/preorder-drop.ts).
const PREORDER = process.env.DROP_MODE === 'preorder';

const stack = await startDropStack(BUYERS, PREORDER ? preorderDrop.env : {});
try {
  process.exitCode = PREORDER ? await preorderDrop.run(stack) : await stockDrop(stack);
} finally {
  await stack.stop();
}

/** Cash on delivery, then online: BUYERS race for UNITS units of one size. Answers an exit code. */
async function stockDrop(stack: DropStack): Promise<number> {
  const { db, instances, buyers, call, sandbox } = stack;
  const idleRss = await Promise.all(instances.map((s) => s.rssMb()));

  /** Each buyer puts one unit of a fresh tee in an otherwise empty cart. */
  const newDrop = async (name: string) => {
    await db.delete(cartLines);
    const tee = await insertProduct(db, { name }, { XS: 0, S: 0, M: UNITS, L: 0, XL: 0, '2XL': 0 });
    await fillCarts(stack, tee.id);
    return tee;
  };

  const placedFor = async (productId: number) => {
    const [row] = await db
      .select({ count: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.productId, productId), eq(orders.status, 'placed')));
    return row?.count ?? 0;
  };
  const stockOf = async (sizeId: number) =>
    (await db.select().from(productSizes).where(eq(productSizes.id, sizeId)))[0]?.quantity;

  const ceiling = await measureCeiling(stack, BUYERS);

  // 1. Cash on delivery: every buyer presses PLACE ORDER at once.
  const codTee = await newDrop('Drop Tee (cash)');
  // The shops' CPU through both races, per call the buyers made (webhooks ride along).
  const cpuBefore = await Promise.all(instances.map((s) => cpuMs(s.pid)));
  const codStatuses: number[] = [];
  let codSoldOut = 0;
  const cod = await withPeakRss(instances, () =>
    runAtConcurrency(BUYERS, BUYERS, async (i) => {
      const res = await call('payment/confirm', { deliveryMethod: 'pickup' }, buyers[i]!.token);
      codStatuses.push(res.status);
      if (res.status === 409 && soldOutText(res.body)) codSoldOut++;
      return res.status === 200 || (res.status === 409 && soldOutText(res.body));
    }),
  );
  const codResult = {
    placed: await placedFor(codTee.id),
    stockLeft: await stockOf(codTee.sizeIds.M),
    soldOutAnswers: codSoldOut,
    statuses: statusCounts(codStatuses),
    peakRssMb: cod.peaks,
    shopCpuMs: cod.cpuMs,
    shopCpuUsPerRequest: perRequest(cod.cpuMs, BUYERS),
  };

  // 2. Online: every buyer presses PAY at once; those holding stock pay on the sandbox's page
  // and come back; webhooks and returns land on either instance.
  const onlineTee = await newDrop('Drop Tee (online)');
  const starts: { status: number; link?: string }[] = [];
  let onlineSoldOut = 0;
  const start = await withPeakRss(instances, () =>
    runAtConcurrency(BUYERS, BUYERS, async (i) => {
      const res = await call('payment/order', { deliveryMethod: 'pickup' }, buyers[i]!.token);
      starts[i] = { status: res.status, link: res.body.link as string | undefined };
      if (res.status === 409 && soldOutText(res.body)) onlineSoldOut++;
      return res.status === 200 || (res.status === 409 && soldOutText(res.body));
    }),
  );
  const payers = starts.flatMap((s, i) => (s.link ? [{ i, link: s.link }] : []));
  const validateStatuses: number[] = [];
  const finish = await withPeakRss(instances, () =>
    runAtConcurrency(payers.length, payers.length || 1, async (k) => {
      const { i, link } = payers[k]!;
      const paid = await fetch(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ outcome: 'success', method: 'UPI_INTENT' }),
        redirect: 'manual',
      });
      const ref = (paid.headers.get('location') ?? '').split('/paymentValid/')[1] ?? '';
      const res = await call('payment/order/validate', { id: ref }, buyers[i]!.token);
      validateStatuses.push(res.status);
      return res.status === 200;
    }),
  );
  await sandbox.gateway.idle();
  const raceCpuMs = await Promise.all(
    instances.map(async (s, i) => (await cpuMs(s.pid)) - cpuBefore[i]!),
  );
  const raceCalls = BUYERS * 2 + payers.length;
  const cpuPerCallUs = Math.round((raceCpuMs.reduce((a, b) => a + b, 0) * 1000) / raceCalls);
  const [openHolds] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockHolds)
    .where(and(eq(stockHolds.productSizeId, onlineTee.sizeIds.M), eq(stockHolds.state, 'held')));
  const onlineResult = {
    paymentsStarted: payers.length,
    placed: await placedFor(onlineTee.id),
    stockLeft: await stockOf(onlineTee.sizeIds.M),
    soldOutAnswers: onlineSoldOut,
    startStatuses: statusCounts(starts.map((s) => s.status)),
    validateStatuses: statusCounts(validateStatuses),
    holdsStillHeld: openHolds?.count ?? 0,
    peakRssMb: start.peaks.map((p, i) => Math.max(p, finish.peaks[i]!)),
    startShopCpuMs: start.cpuMs,
    startShopCpuUsPerRequest: perRequest(start.cpuMs, BUYERS),
  };

  const rows: Record<string, Summary> = {
    'GET /healthz via nginx (ceiling)': ceiling,
    'payment/confirm (COD, all at once)': cod.result,
    'payment/order (start online, all at once)': start.result,
    'pay page + payment/order/validate': finish.result,
  };
  printTable(rows);
  const verdict = (r: { placed: number; stockLeft?: number; soldOutAnswers: number }) =>
    r.placed === UNITS && r.stockLeft === 0 && r.soldOutAnswers === BUYERS - UNITS ? 'ok' : 'WRONG';
  console.log(
    `RSS per instance (MB): start and ${BUYERS} logins at most ${stack.startPeakRssMb.join(', ')}; idle ${idleRss.join(', ')}`,
  );
  console.log(
    `Shop CPU in the races ${raceCpuMs.map((ms) => (ms / 1000).toFixed(1)).join(' + ')} s (${cpuPerCallUs} µs per call, ${raceCalls} calls)`,
  );
  console.log(`COD: ${verdict(codResult)}`, codResult);
  console.log(`Online: ${verdict(onlineResult)}`, onlineResult);
  console.log(
    `${BUYERS} buyers, ${UNITS} units; 2 instances behind nginx; ${os.cpus().length} cores; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${new Date().toISOString()}`,
  );
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/drop.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        buyers: BUYERS,
        units: UNITS,
        startPeakRssMb: stack.startPeakRssMb,
        raceCpuMs,
        cpuPerCallUs,
        idleRssMb: idleRss,
        rows,
        cod: { verdict: verdict(codResult), ...codResult },
        online: { verdict: verdict(onlineResult), ...onlineResult },
      },
      null,
      2,
    ),
  );
  return verdict(codResult) === 'ok' && verdict(onlineResult) === 'ok' ? 0 : 1;
}

/** Shop CPU (both instances, µs) per request of a race. */
function perRequest(cpuMs: number[], requests: number) {
  return Math.round((cpuMs.reduce((a, b) => a + b, 0) * 1000) / requests);
}
