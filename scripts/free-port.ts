// Free ports for the scripts and benches that start servers of their own (the first-load check,
// the load benchmarks): on a shared machine, BENCH_PORTS keeps them inside a given range.
import { createServer } from 'node:net';

/**
 * BENCH_PORTS (`5170-5189`): the ports a bench may use on a shared machine, or none (any free
 * port).
 */
export function benchPorts(): number[] {
  const m = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!m) return [];
  const [from, to] = [Number(m[1]), Number(m[2])];
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

const handedOut = new Set<number>();

/** A free port: the next free one of BENCH_PORTS when set, else any. */
export async function freePort(): Promise<number> {
  for (const port of benchPorts()) {
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if ((await listenOn(port).catch(() => -1)) === port) return port;
  }
  if (benchPorts().length > 0) throw new Error('No free port left in BENCH_PORTS');
  return listenOn(0);
}

/** Listens on `port` (0: any) for a moment; answers the port it got. */
function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
