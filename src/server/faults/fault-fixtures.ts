/**
 * A database for one fault test, made before the shop process starts: migrated, with one student
 * (a known password) and one tee with stock. PGlite in the test's data folder, or a database on
 * the test's private PostgreSQL cluster. Assertions go through the API the shop serves.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Size } from '#shared/rules/sizes.ts';
import type { NewProduct } from '../db/schema/index.ts';
import { wrapPostgres, type Database } from '../db/client.ts';
import { wrapPglite } from '../db/pglite.ts';
import { runMigrations } from '../db/migrate.ts';
import { hashPassword } from '../features/auth/password.ts';
import { admin, databaseUrl } from '../test/db-harness.ts';
import { insertProduct, insertUser, type TestProduct } from '../test/db-fixtures.ts';
import { startPgCluster, stopPgCluster, type PgCluster } from '../test/pg-cluster.ts';
import { api, call, killShopProcesses, reportShopOutputs } from './shop-process.ts';

export type Engine = 'pglite' | 'postgres';

export interface FaultShopData {
  /** For the shop process: PostgreSQL's URL, or undefined for PGlite in `dataDir`. */
  databaseUrl?: string;
  student: { email: string; password: string };
  /** `student` first, then the others asked for. */
  students: Array<{ email: string; password: string }>;
  tee: TestProduct;
}

const PASSWORD = 'fault test password';

/** A folder for one test file's data (and PostgreSQL cluster, whose user must be able to enter it). */
export async function faultFolder(name: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `shop-faults-${name}-`));
  await chmod(folder, 0o755);
  return folder;
}

/** A fault test block's folder, its PostgreSQL cluster (when asked for) and its shop data. */
export interface FaultScene {
  /** The block's own folder, made before its first hook. */
  readonly folder: string;
  /** The shop processes' data folder (`folder`/data). */
  readonly dataDir: string;
  /** The private PostgreSQL cluster (with `postgres`), else undefined. */
  readonly cluster: PgCluster | undefined;
  /** `prepareShopData` in `dataDir`, on the cluster when there is one. */
  shopData(
    options: Omit<Parameters<typeof prepareShopData>[0], 'dataDir' | 'clusterUrl'>,
  ): Promise<FaultShopData>;
}

/**
 * What every fault test block sets up alike: its folder, a private PostgreSQL cluster on one of
 * `pgPorts` when `postgres` is true, and a failed test's shop output printed; after the block,
 * every shop process killed, the cluster stopped and the folder removed. Call it first in the
 * block, before its own hooks: after-hooks run in reverse, so the block's own clean-up (a
 * sandbox, an SMTP server) comes before these.
 */
export function faultScene(
  name: string,
  options: { postgres?: boolean; pgPorts?: number[] } = {},
): FaultScene {
  let folder: string | undefined;
  let cluster: PgCluster | undefined;
  const made = () => {
    if (!folder) throw new Error("the fault scene exists only inside its block's hooks and tests");
    return folder;
  };
  beforeAll(async () => {
    folder = await faultFolder(name);
    if (options.postgres) {
      cluster = await startPgCluster(path.join(folder, 'pg'), { ports: options.pgPorts });
    }
  });
  afterAll(async () => {
    await killShopProcesses();
    if (cluster) await stopPgCluster(cluster.dataDir);
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  beforeEach(({ onTestFailed }) => reportShopOutputs(onTestFailed));
  return {
    get folder() {
      return made();
    },
    get dataDir() {
      return path.join(made(), 'data');
    },
    get cluster() {
      return cluster;
    },
    shopData: (data) =>
      prepareShopData({ ...data, dataDir: path.join(made(), 'data'), clusterUrl: cluster?.url }),
  };
}

/** Migrates and seeds; `clusterUrl` (PostgreSQL's admin URL) makes a database named `name` there. */
export async function prepareShopData(options: {
  dataDir: string;
  clusterUrl?: string;
  name: string;
  stock: Partial<Record<Size, number>>;
  /** How many students (default 1), all with the same password. */
  students?: number;
  /** The tee's columns (e.g. isOwnBrand: false for a club tee, whose cart lines carry names). */
  product?: Partial<NewProduct>;
}): Promise<FaultShopData> {
  let database: Database;
  let url: string | undefined;
  if (options.clusterUrl) {
    await admin(options.clusterUrl, `create database "${options.name}"`);
    url = databaseUrl(options.clusterUrl, options.name);
    database = wrapPostgres(new pg.Pool({ connectionString: url, max: 2 }), { ownsPool: true });
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    await mkdir(dir, { recursive: true });
    const client = await PGlite.create({ dataDir: dir });
    database = wrapPglite(client, { ownsClient: true });
  }
  try {
    await runMigrations(database);
    const passwordHash = await hashPassword(PASSWORD);
    const students: FaultShopData['students'] = [];
    for (let i = 0; i < (options.students ?? 1); i++) {
      const user = await insertUser(database.db, { passwordHash });
      students.push({ email: user.email, password: PASSWORD });
    }
    const tee = await insertProduct(
      database.db,
      { name: 'Fault Tee', ...options.product },
      options.stock,
    );
    return { databaseUrl: url, student: students[0]!, students, tee };
  } finally {
    await database.close();
  }
}

/** The student's bearer token (auth/login). */
export async function logIn(base: string, student: { email: string; password: string }) {
  const res = await api(base, 'auth/login', student);
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${res.text}`);
  return res.json().accessToken as string;
}

/** What the storefront shows as left of `size`. */
export async function stockOf(base: string, productId: number, size: Size): Promise<number> {
  const res = await call(base, 'GET', `/api/v1/products/get-product-details/${productId}`);
  if (res.status !== 200) throw new Error(`product details answered ${res.status}: ${res.text}`);
  const sizes = res.json().sizeQuantities as Array<{ size: string; quantity: number }>;
  return sizes.find((s) => s.size === size)!.quantity;
}

/** The ids of the student's orders (My Orders). */
export async function orderIdsOf(base: string, token: string): Promise<number[]> {
  const res = await api(base, 'products/orders', {}, token);
  return (res.json().products as Array<{ order_id: number }>).map((o) => o.order_id);
}

/** The quantities in the student's cart. */
export async function cartOf(base: string, token: string): Promise<number[]> {
  const res = await api(base, 'products/getProductsInCart', {}, token);
  return (res.json().products as Array<{ quantity: number }>).map((l) => l.quantity);
}
