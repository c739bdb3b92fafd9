/**
 * A real redis-server process for tests of what the shop keeps in Redis: started on a given (or
 * a free) port with nothing written to disk, killed by its own PID (never by name: other test
 * runs on the machine start the same program) and started again on the same port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '../../../scripts/free-port.ts';

/** Whether `redis-server` can be run here (CI installs it: .ci/run). */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version']).status === 0;
}

export interface RedisServer {
  url: string;
  port: number;
  /** SIGKILL (as a crash would) and wait for the process to end. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT: Redis hangs with its connections open, as on a stalled machine. */
  pause(): void;
  resume(): void;
  /** A client for reading what the shop stored (closed by `kill`). */
  client(): Redis;
}

/** A redis-server on `port`, or on a free port when none is given. */
export async function startRedisServer(given?: number): Promise<RedisServer> {
  const port = given ?? (await freePort());
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      10_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}) while starting:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const clients: Redis[] = [];
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: async () => {
      clients.forEach((c) => c.disconnect());
      stop(child);
      await exited;
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    client: () => {
      const c = new Redis(port, '127.0.0.1', { lazyConnect: false, maxRetriesPerRequest: 1 });
      clients.push(c);
      return c;
    },
  };
}

function stop(child: ChildProcess) {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
