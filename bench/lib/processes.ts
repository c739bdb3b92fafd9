/**
 * Real servers for the load benchmarks, each a child process of the bench: shop instances (the
 * server bundle in dist/server, as production runs it), Redis and nginx from the machine's packages. Every helper returns a
 * handle whose `stop()` ends the process; `rssMb()` reads its resident memory from /proc.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  SERVER_BUNDLE,
  SERVER_NODE_FLAGS,
  root,
  serverBuildIsStale,
  serverEnv,
} from '../../scripts/server-build.mjs';
import { nginxMainConfig } from '../../src/server/faults/nginx-site.ts';
import { freePort } from '../../scripts/free-port.ts';

export interface Service {
  url: string;
  pid: number;
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

/** Resident memory of a process in MB (VmRSS), 0 once it has gone. */
export async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** CPU time (user + system) a process has used so far, in ms; 0 once it has gone. */
export async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / CLOCK_TICKS;
}
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * CPU time (ms) of a PostgreSQL cluster so far: the postmaster (its own and that of the backends
 * it has reaped: cutime and cstime) plus every live child (backends, walwriter, autovacuum…).
 * A backend that exits between two readings moves from the second sum to the first.
 */
export async function postgresCpuMs(dataDir: string): Promise<number> {
  const pidFile = await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '');
  const postmaster = Number(pidFile.split('\n')[0]);
  if (!postmaster) return 0;
  const fieldsOf = async (pid: number | string) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  };
  const own = await fieldsOf(postmaster);
  // utime, stime, cutime, cstime: the 12th to 15th fields after the command; ppid is the 2nd.
  let ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(own[i] ?? 0), 0);
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const fields = await fieldsOf(pid);
    if (Number(fields[1]) === postmaster)
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return (ticks * 1000) / CLOCK_TICKS;
}

/** The first program found on PATH or in the sbin folders, or undefined. */
export function findProgram(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin'];
  return dirs.map((dir) => path.join(dir, name)).find((file) => existsSync(file));
}

async function waitFor(check: () => Promise<boolean>, what: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not become ready within a minute`);
}

function stopper(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}

function service(child: ChildProcess, url: string): Service {
  return {
    url,
    pid: child.pid!,
    rssMb: () => rssOf(child.pid!),
    stop: stopper(child),
  };
}

/** Keeps the last lines a child printed, to explain a failed start. */
export function captureOutput(child: ChildProcess, label: string) {
  // The output's last few kB, for the message if the process fails: at the shipped LOG_LEVEL an
  // instance writes a line per request, read here as the journal would read it.
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-8192);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // BENCH_SHOP_OUTPUT=<folder>: each process's whole output kept there (e.g. with --trace-gc).
  const keepIn = process.env.BENCH_SHOP_OUTPUT;
  if (keepIn) {
    const file = createWriteStream(path.join(keepIn, `${label.replace(/\W+/g, '-')}.log`));
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  child.once('exit', (code) => {
    if (!code) return;
    const lines = tail.split('\n').filter(Boolean).slice(-40);
    console.error(`${label} exited (${code}):\n${lines.join('\n')}`);
  });
}

/**
 * Node's arguments for a shop process: the server bundle with production's flags (built first
 * when missing or older than its sources: under a second), then SHOP_NODE_FLAGS (space-separated,
 * e.g. `--max-semi-space-size=4`) to try V8 settings.
 */
export function shopNodeArgs(): string[] {
  // BENCH_SERVER_BUNDLE: another bundle's main.js (`node scripts/build-server.mjs dist/<name>`),
  // to compare two builds in paired runs while the sources move on.
  const bundle = process.env.BENCH_SERVER_BUNDLE;
  if (!bundle && serverBuildIsStale()) {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  }
  const extra = process.env.SHOP_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  return [...SERVER_NODE_FLAGS, ...extra, path.resolve(root, bundle ?? SERVER_BUNDLE)];
}

/**
 * One shop server process in production mode with `env` on top of the bench's settings, with its
 * peak RSS while it started (sampled every 50 ms until `/readyz` answers). `nodeFlags` go before
 * production's (e.g. `--cpu-prof` for one instance).
 */
export async function startShop(
  label: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<Service & { startPeakRssMb: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, ...shopNodeArgs()], {
    env: { ...serverEnv(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  captureOutput(child, label);
  const url = `http://127.0.0.1:${port}`;
  let startPeakRssMb = 0;
  const sampler = setInterval(() => {
    void rssOf(child.pid!).then((mb) => (startPeakRssMb = Math.max(startPeakRssMb, mb)));
  }, 50);
  try {
    await waitFor(async () => (await fetch(`${url}/readyz`)).ok, label, child);
  } finally {
    clearInterval(sampler);
  }
  return { ...service(child, url), startPeakRssMb };
}

/**
 * The worker (`npm run worker`: the outbox and the periodic jobs) of the same bundle, with the
 * instances' settings; ready once it logs that it runs (LOG_LEVEL at least info for that line).
 */
export async function startWorker(env: Record<string, string>): Promise<Service> {
  const args = shopNodeArgs();
  args[args.length - 1] = args.at(-1)!.replace(/main\.js$/, 'worker.js');
  const child = spawn(process.execPath, args, {
    env: { ...serverEnv(), ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  captureOutput(child, 'worker');
  let running = false;
  child.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Worker running')) running = true;
  });
  await waitFor(async () => running, 'the worker', child);
  return service(child, '');
}

/** redis-server without persistence on a free port. */
export async function startRedis(): Promise<Service> {
  const program = findProgram('redis-server');
  if (!program) throw new Error('redis-server is missing: apt-get install -y redis-server');
  const port = await freePort();
  const child = spawn(program, ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  captureOutput(child, 'redis');
  const url = `redis://127.0.0.1:${port}`;
  const { Redis } = await import('ioredis');
  await waitFor(
    async () => {
      const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
      try {
        await client.connect();
        return (await client.ping()) === 'PONG';
      } finally {
        client.disconnect();
      }
    },
    'redis',
    child,
  );
  return service(child, url);
}

/**
 * nginx (Debian's package) in the foreground with `deploy/nginx/shop-proxy.conf`, the proxy rules
 * production uses, in front of `upstreams`, writing the site's access log as production does.
 * Its temp files and logs live in `dir`.
 */
export async function startNginx(
  dir: string,
  upstreams: string[],
  port?: number,
): Promise<Service> {
  const program = findProgram('nginx');
  if (!program) throw new Error('nginx is missing: apt-get install -y nginx-light');
  port ??= await freePort();
  const proxyRules = path.resolve('deploy/nginx/shop-proxy.conf');
  const accessLogFormat = path.resolve('deploy/nginx/shop-access-log.conf');
  // Each instance's parameters and the idle connections kept, as the shipped site has them
  // (deploy/nginx/campus-shop.conf: max_fails=0, so an instance slow to accept is never marked down).
  const site = await readFile(path.resolve('deploy/nginx/campus-shop.conf'), 'utf8');
  const params = /^\s*server 127\.0\.0\.1:\d+((?:\s[^;\n]*)?);$/m.exec(site)?.[1] ?? '';
  const keepalive = /^\s*keepalive (\d+);$/m.exec(site)?.[1] ?? '32';
  // The access log as the site writes it (its format, its batches), into the bench's folder.
  const accessLog = /^\s*access_log \S+ (campus_shop[^;]*);$/m.exec(site)?.[1];
  if (!accessLog) throw new Error('deploy/nginx/campus-shop.conf: no campus_shop access_log line');
  const servers = upstreams.map((u) => `    server ${new URL(u).host}${params};`).join('\n');
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(
    conf,
    nginxMainConfig(
      dir,
      `include ${accessLogFormat};
  access_log ${path.join(dir, 'access.log')} ${accessLog};
  upstream shop {
${servers}
    keepalive ${keepalive};
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      include ${proxyRules};
    }
  }`,
    ),
  );
  const child = spawn(program, ['-c', conf, '-p', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  captureOutput(child, 'nginx');
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/healthz`)).ok, 'nginx', child);
  return { ...service(child, url), stop: stopper(child, 'SIGQUIT') };
}
