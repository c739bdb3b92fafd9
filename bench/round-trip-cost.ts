/**
 * What one round trip to PostgreSQL costs this machine in CPU, on both sides: the client (this
 * process, as a shop instance's `pg` driver) and its backend, per prepared `select $1`, with the
 * two where the scheduler puts them and, when `taskset` may move them, on one CPU and on two.
 * The floor under every statement of a purchase (bench/README.md, "What a round trip costs").
 *
 * Run: BENCH_DATABASE_URL=<a PostgreSQL login> npx tsx bench/round-trip-cost.ts
 * (`scripts/pg-test-cluster.sh start` prints one; ROUNDS (3) × STATEMENTS (20000) per placement;
 * BENCH_PG_HOST=<its socket folder> to reach it over the Unix socket, as the deploy does).
 * Prints a table; no results file.
 */
import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { cpuMs } from './lib/processes.ts';

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl)
  throw new Error('Set BENCH_DATABASE_URL (scripts/pg-test-cluster.sh start prints one)');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const STATEMENTS = Number(process.env.STATEMENTS ?? 20_000);

const client = new pg.Client({
  connectionString: serverUrl,
  ...(process.env.BENCH_PG_HOST ? { host: process.env.BENCH_PG_HOST } : {}),
});
await client.connect();
const backend = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);

/** Moves a process to the CPUs listed ("0", "0-1"); false when the system refuses. */
function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-pc', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function measure() {
  const statement = { name: 'round_trip_cost', text: 'select $1::int as n' };
  for (let i = 0; i < 1000; i++) await client.query({ ...statement, values: [i] }); // warm
  const rows: { wallUs: number; clientUs: number; backendUs: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const [c0, b0, t0] = [await cpuMs(process.pid), await cpuMs(backend), performance.now()];
    for (let i = 0; i < STATEMENTS; i++) await client.query({ ...statement, values: [i] });
    const [c1, b1, t1] = [await cpuMs(process.pid), await cpuMs(backend), performance.now()];
    rows.push({
      wallUs: ((t1 - t0) * 1000) / STATEMENTS,
      clientUs: ((c1 - c0) * 1000) / STATEMENTS,
      backendUs: ((b1 - b0) * 1000) / STATEMENTS,
    });
  }
  // The round with the least CPU: the machine's other work only ever adds.
  const best = rows.sort((a, b) => a.clientUs + a.backendUs - (b.clientUs + b.backendUs))[0]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    'wall µs': round(best.wallUs),
    'client CPU µs': round(best.clientUs),
    'backend CPU µs': round(best.backendUs),
    'both µs': round(best.clientUs + best.backendUs),
  };
}

const all = `0-${availableParallelism() - 1}`;
const table: Record<string, unknown> = {};
table['where the scheduler puts them'] = await measure();
if (availableParallelism() > 1 && pin(process.pid, '0') && pin(backend, '0')) {
  table['both on CPU 0'] = await measure();
  pin(backend, '1');
  table['client on CPU 0, backend on CPU 1'] = await measure();
  pin(backend, all);
}
pin(process.pid, all);
await client.end();
console.table(table);
console.log(
  `${ROUNDS} rounds of ${STATEMENTS} round trips each (the round with the least CPU), ${availableParallelism()} CPUs`,
);
