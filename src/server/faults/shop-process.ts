/**
 * The shop as it runs in production, for the fault tests: a real `node --import tsx
 * src/server/main.ts` process on a real port, which a test can stop (SIGTERM), kill (SIGKILL) and
 * start again on the same data. Plus a tiny HTTP client that opens one connection per call, so a
 * killed server never leaves a pooled connection behind for the next call.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ShopProcess {
  url: string;
  port: number;
  /** Everything the process printed (stdout and stderr) so far. */
  output(): string;
  /** What it printed on stdout alone (the log). */
  stdout(): string;
  /** How many reads of its stdout that took (each write the reader saw apart). */
  stdoutReads(): number;
  /** Closes the reading end of its stdout, as a log reader that went away. */
  closeStdout(): void;
  /** Settles when the process has exited. */
  exited: Promise<Exit>;
  signal(signal: NodeJS.Signals): void;
  /** SIGKILL (as the kernel or a power cut would) and wait for the end. */
  kill(): Promise<Exit>;
}

export interface ShopProcessOptions {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** More settings (FAULT_INJECT, PAYMENT_*, SHUTDOWN_TIMEOUT_SECONDS…). */
  env?: Record<string, string>;
  /** Node's arguments: the TypeScript sources through tsx unless told (e.g. a server bundle). */
  nodeArgs?: string[];
}

/** A fixed signing key, so tokens survive restarts whatever the data folder holds. */
export const TEST_JWT_SECRET = 'fault-tests-signing-key-0123456789abcdef';

const running = new Set<ChildProcess>();
let started: Array<{ shop: ShopProcess; alive: () => boolean }> = [];

/**
 * For beforeEach: when the test fails, prints the end of what each shop process started during
 * it, or still running, printed.
 */
export function reportShopOutputs(onTestFailed: (report: () => void) => void): void {
  started = started.filter((s) => s.alive());
  onTestFailed(() => {
    for (const { shop } of started) {
      console.log(`--- shop on port ${shop.port} ---\n${shop.output().slice(-8000)}`);
    }
  });
}

/** Starts the shop and waits until it answers /healthz (throws with its output when it does not). */
export async function startShopProcess(options: ShopProcessOptions): Promise<ShopProcess> {
  // Another shop still on the port would answer /healthz in this one's place.
  if (!(await isFree(options.port))) throw new Error(`port ${options.port} is taken`);
  return waitUntilHealthy(spawnShopProcess(options));
}

/**
 * Resolves with the shop once it answers /healthz; throws with its output when it exits first or
 * does not answer within 90 s (and kills it then).
 */
export async function waitUntilHealthy(shop: ShopProcess): Promise<ShopProcess> {
  const deadline = Date.now() + 90_000;
  let gone: Exit | undefined;
  void shop.exited.then((exit) => (gone = exit));
  while (Date.now() < deadline) {
    if (gone) {
      throw new Error(
        `the shop exited (${JSON.stringify(gone)}) while starting:\n${shop.output()}`,
      );
    }
    const health = await call(shop.url, 'GET', '/healthz').catch(() => undefined);
    if (health?.status === 200) return shop;
    await sleep(100);
  }
  await shop.kill();
  throw new Error(`the shop did not answer /healthz within 90 s:\n${shop.output()}`);
}

/** Starts the shop process and returns at once (a test that watches a start fail or wait). */
export function spawnShopProcess(options: ShopProcessOptions): ShopProcess {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TMPDIR: process.env.TMPDIR ?? '/tmp',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    JWT_SECRET: TEST_JWT_SECRET,
    PAYMENT_PROVIDER: 'none',
    PAYMENT_RECONCILE_SECONDS: '0',
    // Stock as the storefront shows it, fresh on every read (these tests read it right after a sale).
    CATALOG_CACHE_CHECK_MS: '0',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const nodeArgs = options.nodeArgs ?? ['--import', 'tsx', 'src/server/main.ts'];
  const child = spawn(process.execPath, nodeArgs, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let stdout = '';
  let stdoutReads = 0;
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    stdout += chunk.toString();
    stdoutReads++;
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${options.port}`;
  const shop: ShopProcess = {
    url,
    port: options.port,
    output: () => output,
    stdout: () => stdout,
    stdoutReads: () => stdoutReads,
    closeStdout: () => child.stdout!.destroy(),
    exited,
    signal: (signal) => child.kill(signal),
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
  };
  started.push({ shop, alive: () => running.has(child) });
  return shop;
}

/** Kills every shop process a test left running (afterAll). */
export async function killShopProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free port among `candidates` (each test file has its own few, to stay out of others' way). */
export async function portFrom(candidates: readonly number[]): Promise<number> {
  for (const port of candidates) if (await isFree(port)) return port;
  throw new Error(`no free port among ${candidates.join(', ')}`);
}

function isFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads what it needs
  json(): any;
}

/**
 * One HTTP call on its own connection (`Connection: close`). Rejects with the socket error
 * (ECONNREFUSED, ECONNRESET…) when there is no complete reply.
 */
export function call(
  base: string,
  method: 'GET' | 'POST',
  pathName: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = request(
      `${base}${pathName}`,
      {
        method,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', reject);
        res.on('end', () => {
          if (!res.complete) return reject(new Error('the reply was cut short'));
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** POST /api/v1/<name> with a JSON body. */
export const api = (base: string, name: string, body: unknown = {}, token?: string) =>
  call(base, 'POST', `/api/v1/${name}`, { body, token });
