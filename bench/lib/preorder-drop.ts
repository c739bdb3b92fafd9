/**
 * The opening minute of a pre-order drop (`DROP_MODE=preorder npm run bench:drop`):
 * the admin makes a drop of one tee through the admin API, opening OPEN_IN_S seconds ahead, cap
 * CAP in total, PER_STUDENT pieces per student, cash on delivery allowed (so a pre-order is
 * add-to-cart then PLACE ORDER, the cheaper path, and the bench measures the drop's rules, not
 * the gateway); every buyer asks to be told (notify me). At the opening second every buyer
 * pre-orders one tee while as many visitors browse its page (the page, its drop and its
 * details). Reports both beside nginx's /healthz ceiling, then checks the database exactly
 * (bench/lib/preorder-checks.ts). Target: pre-order p95 ≤ 3 × the ceiling's p95.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { productPath } from '../../src/shared/rules/slug.ts';
import { insertProduct } from '../../src/server/test/db-fixtures.ts';
import { printTable, runAtConcurrency, summarise, type Summary } from './measure.ts';
import {
  measureCeiling,
  soldOutText,
  statusCounts,
  withPeakRss,
  type DropStack,
} from './drop-stack.ts';
import { cpuMs } from './processes.ts';
import { createCashDrop, wholeSecondIn } from './create-drop.ts';
import { mailChecks, openingMailsWritten, orderChecks, type Check } from './preorder-checks.ts';

const CAP = Number(process.env.CAP ?? 200);
const PER_STUDENT = Number(process.env.PER_STUDENT ?? 2);
const BROWSERS = Number(process.env.BROWSERS ?? 300);
const OPEN_IN_S = Number(process.env.OPEN_IN_S ?? 45);
const SIZES = ['S', 'M', 'L', 'XL'] as const;

export const preorderDrop = {
  /**
   * The notify worker runs every second and may store 3,000 mails a minute (50 a round), so
   * the 300 opening mails are written within the opening minute, beside the orders.
   */
  // The race itself, without the opening's line (ADR 028; bench:opening measures that).
  env: { NOTIFY_INTERVAL_SECONDS: '1', NOTIFY_MAILS_PER_MINUTE: '3000', DROP_LINE_RATE: '0' },
  run,
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

async function run(stack: DropStack): Promise<number> {
  const { db, buyers, call, instances, nginx } = stack;
  const tee = await insertProduct(
    db,
    { name: 'Fest Drop Tee', details: 'Fest drop tee' },
    { S: 0, M: 0, L: 0, XL: 0 },
  );

  const opensAt = wholeSecondIn(OPEN_IN_S);
  const dropId = await createCashDrop(stack, {
    name: 'Bench Fest Drop',
    opensAt,
    perStudentLimit: PER_STUDENT,
    products: [{ productId: tee.id, cap: CAP }],
  });

  const subscribed = await runAtConcurrency(buyers.length, 10, async (i) => {
    const res = await call(
      'notify/subscribe',
      { productId: tee.id, kind: 'drop-opens' },
      buyers[i]!.token,
    );
    return res.status === 200;
  });
  if (subscribed.errors > 0) throw new Error(`${subscribed.errors} notify-me requests failed`);

  // The opening second: buyers pre-order, visitors browse, all at once.
  const statuses: number[] = [];
  const addTimes: number[] = [];
  const placeTimes: number[] = [];
  let soldOut = 0;
  const preorder = async (i: number) => {
    const token = buyers[i]!.token;
    const t0 = performance.now();
    const add = await call(
      'products/addToCart',
      { productId: tee.id, selectedSize: SIZES[i % SIZES.length], dropId },
      token,
    );
    addTimes.push(performance.now() - t0);
    statuses.push(add.status);
    if (add.status !== 200) {
      if (add.status === 409 && soldOutText(add.body)) soldOut++;
      return add.status === 409 && soldOutText(add.body);
    }
    const t1 = performance.now();
    const place = await call('payment/confirm', { deliveryMethod: 'pickup' }, token);
    placeTimes.push(performance.now() - t1);
    statuses.push(place.status);
    if (place.status === 409 && soldOutText(place.body)) soldOut++;
    return place.status === 200 || (place.status === 409 && soldOutText(place.body));
  };
  const page = `${nginx.url}${productPath({ product_id: tee.id, details: 'Fest drop tee' })}`;
  const browseStatuses: number[] = [];
  const browse = async () => {
    const got = await Promise.all([
      fetch(page, { headers: { 'accept-encoding': 'gzip, br' } }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
      fetch(`${nginx.url}/api/v1/drops/product/${tee.id}`).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
      fetch(`${nginx.url}/api/v1/products/get-product-details/${tee.id}`).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    ]);
    browseStatuses.push(...got);
    return got.every((s) => s === 200);
  };
  // Before the opening, the visitors wait on the page's countdown (each loads it once), as
  // students do; the ceiling is measured just before the opening, at the race's concurrency.
  const warmUp = await runAtConcurrency(BROWSERS, 10, browse);
  const ceiling = await measureCeiling(stack, buyers.length + BROWSERS);
  const waitMs = opensAt - Date.now();
  if (waitMs < 0) throw new Error(`the drop opened ${-waitMs} ms before the race (OPEN_IN_S)`);
  console.log(`Drop ${dropId} opens in ${(waitMs / 1000).toFixed(1)} s…`);
  await sleep(waitMs + 50); // just past the second, as the countdown's button turns live
  browseStatuses.length = 0;

  const cpuBefore = await Promise.all(instances.map((s) => cpuMs(s.pid)));
  const started = performance.now();
  const race = await withPeakRss(instances, () =>
    Promise.all([
      runAtConcurrency(buyers.length, buyers.length, preorder),
      runAtConcurrency(BROWSERS, BROWSERS, browse),
    ]),
  );
  const raceSeconds = (performance.now() - started) / 1000;
  const [preorders, browsing] = race.result;
  // CPU the instances used in the race: moves far less with the machine's load than latency.
  const cpuUsed = await Promise.all(
    instances.map(async (s, i) => (await cpuMs(s.pid)) - cpuBefore[i]!),
  );

  // The opening mails: the notify worker writes them over the next seconds.
  const emails = buyers.map((b) => b.email);
  const mailDeadline = Date.now() + 90_000;
  while (Date.now() < mailDeadline && (await openingMailsWritten(db, emails)) < emails.length) {
    await sleep(500);
  }
  await sleep(3000); // a second round that wrote a mail twice would show now

  const rows: Record<string, Summary> = {
    'browse before the opening (10 at a time, warm-up)': warmUp,
    [`GET /healthz via nginx (ceiling, ${buyers.length + BROWSERS} at once)`]: ceiling,
    'pre-order: addToCart + payment/confirm (COD)': preorders,
    '  of which products/addToCart (dropId)': summarise(addTimes, {
      concurrency: buyers.length,
      seconds: raceSeconds,
      errors: 0,
    }),
    '  of which payment/confirm': summarise(placeTimes, {
      concurrency: buyers.length,
      seconds: raceSeconds,
      errors: 0,
    }),
    'browse: page + drops/product + get-product-details': browsing,
  };
  printTable(rows);
  const fiveHundreds = [...statuses, ...browseStatuses].filter((s) => s >= 500).length;
  const ratio = preorders.p95Ms / ceiling.p95Ms;
  const checks: Check[] = [
    {
      name: 'pre-order p95 ≤ 3 × ceiling p95',
      ok: ratio <= 3,
      detail: `${preorders.p95Ms} ms = ${ratio.toFixed(1)} × ${ceiling.p95Ms} ms`,
    },
    { name: 'no 5xx', ok: fiveHundreds === 0, detail: `${fiveHundreds} answers ≥ 500` },
    ...(await orderChecks(db, { id: dropId, cap: CAP, limit: PER_STUDENT, buyers: buyers.length })),
    {
      name: 'the rest told "sold out"',
      ok: soldOut === Math.max(0, buyers.length - CAP),
      detail: `${soldOut} sold-out answers`,
    },
    ...(await mailChecks(db, tee.id, emails)),
  ];
  for (const c of checks) console.log(`${c.ok ? 'PASS' : 'FAIL'}  ${c.name}: ${c.detail}`);
  const load = os.loadavg().map((l) => l.toFixed(2));
  console.log(
    `Pre-order statuses ${JSON.stringify(statusCounts(statuses))}, browse ${JSON.stringify(statusCounts(browseStatuses))}; ` +
      `peak RSS per instance (MB) ${race.peaks.join(', ')} (start and logins ${stack.startPeakRssMb.join(', ')}); race ${raceSeconds.toFixed(1)} s; ` +
      `shop CPU in the race ${cpuUsed.map((ms) => (ms / 1000).toFixed(1)).join(' + ')} s ` +
      `(${Math.round((cpuUsed.reduce((a, b) => a + b, 0) * 1000) / (statuses.length + browseStatuses.length))} µs per request)`,
  );
  console.log(
    `${buyers.length} buyers + ${BROWSERS} browsers, cap ${CAP}, limit ${PER_STUDENT}; 2 instances behind nginx; ` +
      `${os.cpus().length} cores; load average ${load.join(' ')}; ${new Date().toISOString()}`,
  );
  await mkdir('bench/results', { recursive: true });
  await writeFile(
    'bench/results/drop-preorder.json',
    JSON.stringify(
      {
        date: new Date().toISOString(),
        loadAverage: load,
        buyers: buyers.length,
        browsers: BROWSERS,
        cap: CAP,
        perStudent: PER_STUDENT,
        rows,
        checks,
        peakRssMb: race.peaks,
        startPeakRssMb: stack.startPeakRssMb,
        raceSeconds,
        shopCpuMsInRace: cpuUsed,
      },
      null,
      2,
    ),
  );
  return checks.every((c) => c.ok) ? 0 : 1;
}
