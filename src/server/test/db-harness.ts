/**
 * Databases for tests, on PGlite and on PostgreSQL, each test file getting its own fresh,
 * migrated one cheaply:
 * - PGlite: one migrated template folder per run (made by the first test file that asks),
 *   copied per test file (about 0.5 s instead of 3–4 s for a new database).
 * - PostgreSQL: `TEST_DATABASE_URL` when set (needs CREATEDB), else a private cluster started
 *   from the machine's PostgreSQL binaries; one migrated template database per run and
 *   `CREATE DATABASE ... TEMPLATE` per test file.
 * The run folder, cluster and databases are cleaned up by ./global-setup.ts.
 *
 *   describe.each(testEngines())('carts on %s', (engine) => {
 *     let database: TestDatabase;
 *     beforeAll(async () => { database = await createTestDatabase(engine); });
 *     afterAll(() => database?.close());
 *   });
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { wrapPostgres, type Database } from '#server/db/client.ts';
import { wrapPglite } from '#server/db/pglite.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { privateClusterUnavailableReason, startPgCluster } from './pg-cluster.ts';

export type TestEngine = 'pglite' | 'postgres';

export interface TestDatabase extends Database {
  engine: TestEngine;
  /** PostgreSQL only: the connection string, to open a second pool (a "second server"). */
  url?: string;
}

/** What global-setup.ts hands to the test files. */
export interface HarnessInfo {
  runDir: string;
  runId: string;
  engines: TestEngine[];
  /** Set when PostgreSQL tests are skipped. */
  postgresSkipped?: string;
  /** Admin connection of an external server (TEST_DATABASE_URL), if one is used. */
  externalUrl?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shopTestDb: HarnessInfo | undefined;
  }
}

/** Decides which engines this run tests. `TEST_ENGINES=pglite` (or postgres) narrows the choice. */
export function planEngines(env: NodeJS.ProcessEnv = process.env): {
  engines: TestEngine[];
  postgresSkipped?: string;
  externalUrl?: string;
} {
  const wanted = (env.TEST_ENGINES ?? 'pglite,postgres')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const engines: TestEngine[] = wanted.includes('pglite') ? ['pglite'] : [];
  let postgresSkipped: string | undefined;
  if (!wanted.includes('postgres')) postgresSkipped = 'TEST_ENGINES leaves it out';
  else if (!env.TEST_DATABASE_URL) postgresSkipped = privateClusterUnavailableReason();
  if (!postgresSkipped) engines.push('postgres');
  if (engines.length === 0) engines.push('pglite');
  return { engines, postgresSkipped, externalUrl: env.TEST_DATABASE_URL || undefined };
}

function harnessInfo(): HarnessInfo | undefined {
  try {
    return inject('shopTestDb');
  } catch {
    return undefined; // not inside a vitest worker
  }
}

/**
 * The engines to run database tests on: PGlite always, PostgreSQL when a server is available
 * (global-setup.ts prints why when it is not).
 */
export function testEngines(): TestEngine[] {
  const info = harnessInfo();
  if (info) return info.engines;
  // No global setup: no run folder to share or clean up, so no private cluster either.
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** The engine production runs, as this run has it: PostgreSQL when available, else PGlite. */
export function productionEngine(): TestEngine {
  return testEngines().includes('postgres') ? 'postgres' : 'pglite';
}

let counter = 0;

/** A fresh, migrated, empty database for one test file; `close()` throws it away. */
export async function createTestDatabase(engine: TestEngine): Promise<TestDatabase> {
  const info = harnessInfo();
  return engine === 'pglite' ? openPglite(info) : openPostgres(info);
}

async function openPglite(info: HarnessInfo | undefined): Promise<TestDatabase> {
  if (!info) {
    const database = wrapPglite(await PGlite.create(), { ownsClient: true });
    await runMigrations(database);
    return { ...database, engine: 'pglite' };
  }
  const { dir: template } = await once(info.runDir, 'pglite-template', async () => {
    const dir = path.join(info.runDir, 'pglite-template');
    const database = wrapPglite(await PGlite.create({ dataDir: dir }), { ownsClient: true });
    await runMigrations(database);
    await database.close();
    return { dir };
  });
  const dir = path.join(info.runDir, `pglite-${process.pid}-${++counter}`);
  await cp(template, dir, { recursive: true });
  const database = wrapPglite(await PGlite.create({ dataDir: dir }), { ownsClient: true });
  return {
    ...database,
    engine: 'pglite',
    async close() {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Where the run's PostgreSQL template lives (written by the first test file that needs it). */
export interface PostgresTemplate {
  adminUrl: string;
  template: string;
  /** Data folder of the private cluster; absent for TEST_DATABASE_URL. */
  dataDir?: string;
}

async function openPostgres(info: HarnessInfo | undefined): Promise<TestDatabase> {
  const runId = info?.runId ?? `p${process.pid}`;
  const external = info ? info.externalUrl : process.env.TEST_DATABASE_URL;
  const setup = async (): Promise<PostgresTemplate> => {
    let adminUrl = external;
    let dataDir: string | undefined;
    if (!adminUrl) {
      if (!info) throw new Error('PostgreSQL tests need TEST_DATABASE_URL or the global setup');
      const cluster = await startPgCluster(path.join(info.runDir, 'pg'));
      adminUrl = cluster.url;
      dataDir = cluster.dataDir;
    }
    const template = `shop_tpl_${runId}`;
    await admin(adminUrl, `create database "${template}"`);
    const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, template), max: 2 });
    const database = wrapPostgres(pool, { ownsPool: true });
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    return { adminUrl, template, ...(dataDir ? { dataDir } : {}) };
  };
  const { adminUrl, template } = info ? await once(info.runDir, 'postgres', setup) : await setup();

  const name = `shop_t_${runId}_${process.pid}_${++counter}`;
  await admin(adminUrl, `create database "${name}" template "${template}"`);
  const url = databaseUrl(adminUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Connections cut by DROP DATABASE at close, idle ones (the pool's) and any still checked out
  // by work a test left running (the client's own error event).
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const database = wrapPostgres(pool, { ownsPool: true });
  return {
    ...database,
    engine: 'postgres',
    url,
    async close() {
      await database.close();
      await admin(adminUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

/** Runs one statement on the server's admin database. */
export async function admin(adminUrl: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Runs `build` once per run across all test processes: the first caller builds and records the
 * result in `${runDir}/${name}.json`; the others wait for that file.
 */
async function once<T>(runDir: string, name: string, build: () => Promise<T>): Promise<T> {
  const done = path.join(runDir, `${name}.json`);
  const failed = path.join(runDir, `${name}.failed`);
  const lock = path.join(runDir, `${name}.lock`);
  let mine = false;
  if (!existsSync(done)) {
    try {
      await mkdir(lock);
      mine = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  if (mine) {
    try {
      const value = await build();
      await writeFile(`${done}.tmp`, JSON.stringify(value));
      await rename(`${done}.tmp`, done);
      return value;
    } catch (error) {
      await writeFile(failed, String((error as Error)?.stack ?? error));
      throw error;
    }
  }
  const deadline = Date.now() + 180_000;
  while (!existsSync(done)) {
    if (existsSync(failed))
      throw new Error(`${name} setup failed:\n${await readFile(failed, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${name} setup`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return JSON.parse(await readFile(done, 'utf8')) as T;
}
