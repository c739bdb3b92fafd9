/**
 * A throw-away PostgreSQL cluster for tests, started from the server binaries installed on the
 * machine (Debian's /usr/lib/postgresql/<version>/bin), in a temporary folder on a free port.
 * As root the tools run as the `postgres` user (PostgreSQL refuses to run as root).
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PgCluster {
  dataDir: string;
  port: number;
  /** Connection string of the `postgres` database (superuser, trust authentication). */
  url: string;
}

/** The folder holding initdb and pg_ctl: `PG_BIN_DIR`, else the newest installed version ≥ 15. */
export function findPostgresBinaries(): string | undefined {
  const fromEnv = process.env.PG_BIN_DIR;
  if (fromEnv) return existsSync(path.join(fromEnv, 'pg_ctl')) ? fromEnv : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .map(Number)
    .filter((v) => v >= 15)
    .sort((a, b) => b - a);
  for (const version of versions) {
    const bin = path.join(root, String(version), 'bin');
    if (existsSync(path.join(bin, 'pg_ctl')) && existsSync(path.join(bin, 'initdb'))) return bin;
  }
  return undefined;
}

/** Why a private cluster cannot start here, or undefined when it can. */
export function privateClusterUnavailableReason(): string | undefined {
  if (!findPostgresBinaries()) {
    return 'no PostgreSQL server binaries (install the postgresql package, or set TEST_DATABASE_URL or PG_BIN_DIR)';
  }
  if (
    process.getuid?.() === 0 &&
    !existsSync('/usr/sbin/runuser') &&
    !existsSync('/sbin/runuser')
  ) {
    return 'running as root without runuser, so PostgreSQL cannot be started as another user';
  }
  return undefined;
}

async function asPostgresUser(file: string, args: string[]) {
  if (process.getuid?.() === 0) return run('runuser', ['-u', 'postgres', '--', file, ...args]);
  return run(file, args);
}

async function postgresIds(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
  return { uid, gid };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Settings favour speed over durability: the data is thrown away after the run. */
const serverOptions = (folder: string, port: number, settings: readonly string[] = []) =>
  [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    '-c shared_buffers=64MB',
    ...settings,
  ].join(' ');

async function pgCtlStart(bin: string, folder: string, port: number, settings?: readonly string[]) {
  await asPostgresUser(path.join(bin, 'pg_ctl'), [
    '-D',
    path.join(folder, 'data'),
    '-o',
    serverOptions(folder, port, settings),
    '-l',
    path.join(folder, 'server.log'),
    '-w',
    '-t',
    '30',
    'start',
  ]);
}

/** A free port among `candidates` (tests given a range to stay in), else any free port. */
async function pickPort(candidates: readonly number[]): Promise<number> {
  for (const port of candidates) {
    if (await isFree(port)) return port;
  }
  return freePort();
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * initdb + pg_ctl start in `folder` (created, must not exist yet), on one of `ports` when given
 * and free, else on any free port.
 */
export async function startPgCluster(
  folder: string,
  /** `settings`: more `-c name=value` options (a bench's diagnostics: bench/lib/pg-statements.ts). */
  options: { ports?: readonly number[]; settings?: readonly string[] } = {},
): Promise<PgCluster> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(privateClusterUnavailableReason());
  await mkdir(folder, { recursive: true, mode: 0o755 });
  const ids = await postgresIds();
  if (ids) await chown(folder, ids.uid, ids.gid);
  const dataDir = path.join(folder, 'data');
  await asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
    '--no-instructions',
  ]);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await pickPort(options.ports ?? []);
    try {
      await pgCtlStart(bin, folder, port, options.settings);
      const cluster = { dataDir, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
      await writeFile(path.join(folder, 'cluster.json'), JSON.stringify(cluster));
      return cluster;
    } catch (error) {
      lastError = error; // most likely the port was taken in between: try another
    }
  }
  throw new Error(`PostgreSQL did not start (see ${path.join(folder, 'server.log')})`, {
    cause: lastError,
  });
}

/** Starts a stopped cluster again, on its port (the fault tests take PostgreSQL down and back). */
export async function restartPgCluster(cluster: PgCluster): Promise<void> {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error(privateClusterUnavailableReason());
  await pgCtlStart(bin, path.dirname(cluster.dataDir), cluster.port);
}

/**
 * Stops a cluster started by `startPgCluster`: immediately by default (its data is thrown away);
 * `fast` disconnects the clients and writes everything out first (the cluster runs without
 * fsync and with asynchronous commits, so an immediate stop may lose the last commits).
 */
export async function stopPgCluster(
  dataDir: string,
  mode: 'immediate' | 'fast' = 'immediate',
): Promise<void> {
  const bin = findPostgresBinaries();
  if (!bin || !existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  await asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']);
}
