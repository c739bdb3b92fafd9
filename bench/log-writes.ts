/**
 * What writing the log costs, per line, in the writing process and in the one reading its
 * output (the journal in production; `cat` here): a child logs LINES request lines at RATE a
 * second through pino to a pipe, three ways in turns: to nowhere (formatting only, the floor),
 * one write per line, and production's batches (src/server/lib/logger.ts, PRODUCTION_OUTPUT).
 * Each write to a pipe or socket wakes its reader, which on this machine costs more CPU than
 * the line (bench/README.md, "Log lines in batches").
 *
 * Run: npx tsx bench/log-writes.ts   (LINES 10000, RATE 2000, ROUNDS 3). Prints a table.
 */
import { spawn } from 'node:child_process';
import pino from 'pino';
import { PRODUCTION_OUTPUT } from '../src/server/lib/logger.ts';
import { cpuMs } from './lib/processes.ts';

const LINES = Number(process.env.LINES ?? 10_000);
const RATE = Number(process.env.RATE ?? 2000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const WAYS = {
  nowhere: null,
  'a write per line': { ...PRODUCTION_OUTPUT, minLength: 0, periodicFlush: 0 },
  'batches (production)': PRODUCTION_OUTPUT,
} as const;
type Way = keyof typeof WAYS;

/** The child: logs LINES lines at RATE a second, then prints its CPU per line (µs) on stderr. */
async function logLines(way: Way) {
  const options = WAYS[way];
  const log = pino({ level: 'info' }, options ? pino.destination(options) : { write() {} });
  // Lines go out every millisecond, as requests are answered, not in one loop.
  const perTick = Math.max(1, Math.round(RATE / 1000));
  const start = process.cpuUsage();
  let n = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      for (let i = 0; i < perTick && n < LINES; i++, n++) {
        log.info(
          {
            reqId: `req-${n}`,
            req: { method: 'POST', url: '/api/v1/products/addToCart', host: 'shop.example' },
            res: { statusCode: 200 },
            responseTime: 3.2,
          },
          'request completed',
        );
      }
      if (n < LINES) return;
      clearInterval(timer);
      resolve();
    }, 1);
  });
  const used = process.cpuUsage(start);
  process.stderr.write(`${(used.user + used.system) / n}\n`);
}

/** One child run: its CPU per line and the reader's, in µs. */
async function measure(way: Way): Promise<{ writer: number; reader: number }> {
  const reader = spawn('cat', [], { stdio: ['pipe', 'ignore', 'inherit'] });
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, 'child', way], {
    stdio: ['ignore', reader.stdin!, 'pipe'],
  });
  let told = '';
  child.stderr!.on('data', (chunk: Buffer) => (told += chunk.toString()));
  await new Promise((resolve) => child.once('exit', resolve));
  const readerMs = await cpuMs(reader.pid!);
  reader.stdin!.end();
  await new Promise((resolve) => reader.once('exit', resolve));
  return { writer: Number(told.trim()), reader: (readerMs * 1000) / LINES };
}

if (process.argv[2] === 'child') {
  await logLines(process.argv[3] as Way);
} else {
  const rows: Record<string, { 'writer µs/line': string; 'reader µs/line': string }> = {};
  const runs = new Map<Way, { writer: number; reader: number }[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of Object.keys(WAYS) as Way[]) {
      runs.set(way, [...(runs.get(way) ?? []), await measure(way)]);
    }
  }
  const range = (values: number[]) =>
    `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
  for (const [way, results] of runs) {
    rows[way] = {
      'writer µs/line': range(results.map((r) => r.writer)),
      'reader µs/line': range(results.map((r) => r.reader)),
    };
  }
  console.log(`${LINES} lines at ${RATE} a second, ${ROUNDS} rounds in turns:`);
  console.table(rows);
}
