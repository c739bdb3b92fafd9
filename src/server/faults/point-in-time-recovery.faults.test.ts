import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wrapPostgres, type Database } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { admin, databaseUrl, planEngines } from '../test/db-harness.ts';
import { restartPgCluster, stopPgCluster, type PgCluster } from '../test/pg-cluster.ts';
import { insertProduct } from '../test/db-fixtures.ts';
import {
  logIn,
  signedUpUser,
  startTestShop,
  type SignedUpUser,
  type TestShop,
} from '../test/test-shop.ts';
import { addToCart } from '../features/cart/cart.test-kit.ts';
import {
  raiseSeriesAfterRestore,
  readInvoiceMarks,
} from '../features/orders/invoice/invoice-series.service.ts';
import { faultScene } from './fault-fixtures.ts';
import { sleep } from './shop-process.ts';

/**
 * Point-in-time recovery as docs/operations.md tells operators to run it, with pgBackRest from
 * Debian: WAL archived continuously, a full backup, orders placed, then the cluster restored to a
 * moment between two orders. The restored shop holds the first order and not the second (the
 * check that the restore worked), and once the invoice series is raised to the marks read before
 * the restore, its next order takes a number never given before.
 */
const run = promisify(execFile);
const PGBACKREST = '/usr/bin/pgbackrest';
const postgres = planEngines().engines.includes('postgres');
const STANZA = 'shop';

/** pgBackRest runs as the cluster's user (PostgreSQL's archive_command runs it too). */
function pgbackrest(config: string, ...args: string[]) {
  const command = [PGBACKREST, `--config=${config}`, `--stanza=${STANZA}`, ...args];
  return process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', ...command])
    : run(command[0]!, command.slice(1));
}

describe.runIf(postgres && existsSync(PGBACKREST))(
  'point-in-time recovery with pgBackRest (PostgreSQL and pgbackrest)',
  () => {
    const scene = faultScene('pitr', { postgres: true });
    let folder: string;
    let cluster: PgCluster;
    let config: string;
    let url: string;
    let database: Database | undefined;
    let shop: TestShop | undefined;

    const open = async () => {
      database = wrapPostgres(new pg.Pool({ connectionString: url, max: 4 }), { ownsPool: true });
      shop = await startTestShop(database.db);
      return { db: database.db, shop };
    };
    const close = async () => {
      await shop?.close();
      await database?.close();
      shop = undefined;
      database = undefined;
    };

    beforeAll(async () => {
      folder = scene.folder;
      cluster = scene.cluster!;
      const repo = path.join(folder, 'pgbackrest');
      await mkdir(repo, { recursive: true });
      if (process.getuid?.() === 0) {
        const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout);
        await chown(repo, await id('-u'), await id('-g'));
      }
      config = path.join(folder, 'pgbackrest.conf');
      await writeFile(
        config,
        [
          '[global]',
          `repo1-path=${repo}/repo`,
          `log-path=${repo}/log`,
          `lock-path=${repo}/lock`,
          'log-level-console=warn',
          'log-level-file=off',
          'start-fast=y',
          `[${STANZA}]`,
          `pg1-path=${cluster.dataDir}`,
          `pg1-port=${cluster.port}`,
          `pg1-socket-path=${path.dirname(cluster.dataDir)}`,
          '',
        ].join('\n'),
      );
      // Continuous archiving: every finished WAL segment goes to the repository.
      await admin(cluster.url, `alter system set archive_mode = 'on'`);
      await admin(
        cluster.url,
        `alter system set archive_command = '${PGBACKREST} --config=${config} --stanza=${STANZA} archive-push %p'`,
      );
      await stopPgCluster(cluster.dataDir, 'fast');
      await restartPgCluster(cluster);
      await admin(cluster.url, 'create database shop_pitr');
      url = databaseUrl(cluster.url, 'shop_pitr');
      const migrating = wrapPostgres(new pg.Pool({ connectionString: url, max: 2 }), {
        ownsPool: true,
      });
      await runMigrations(migrating);
      await migrating.close();
      await pgbackrest(config, 'stanza-create');
      await pgbackrest(config, 'check'); // archiving works: a segment went to the repository
      await pgbackrest(config, '--type=full', 'backup');
    }, 180_000);

    afterAll(async () => {
      await close();
    });

    async function placeCashOrder(shopNow: TestShop, who: SignedUpUser, productId: number) {
      await addToCart(shopNow, who, { productId, selectedSize: 'M', quantity: 1 });
      const placed = await shopNow.call('payment/confirm', { deliveryMethod: 'pickup' }, who);
      expect(placed.statusCode).toBe(200);
      return (placed.json() as { order_id: number }).order_id;
    }
    async function invoiceNumbersOf(shopNow: TestShop, who: SignedUpUser) {
      const mine = await shopNow.call('products/orders', {}, who);
      return (
        mine.json() as { products: Array<{ order_id: number; invoiceNumber?: string }> }
      ).products
        .map((o) => [o.order_id, o.invoiceNumber] as const)
        .sort(([a], [b]) => a - b);
    }

    it('restores to a moment between two orders; the series raised from the marks gives a new number', async () => {
      const { db, shop: before } = await open();
      const tee = await insertProduct(db, { name: 'Recovery Tee' }, { M: 10 });
      const student = await signedUpUser(before);
      const first = await placeCashOrder(before, student, tee.id);
      // The moment to go back to: after the first order's commit, before the second's.
      await sleep(1_100);
      const target = (await admin(cluster.url, 'select now()::text as at')).rows[0]!.at as string;
      await sleep(1_100);
      const second = await placeCashOrder(before, student, tee.id);
      const given = await invoiceNumbersOf(before, student);
      expect(given.map(([id]) => id)).toEqual([first, second]);
      // Read before the restore: the marks the restored series must not fall behind.
      const marks = await readInvoiceMarks(db);
      expect(Object.values(marks)).toEqual([2]);
      await close();
      await pgbackrest(config, 'check'); // the segment holding the second order is archived

      await stopPgCluster(cluster.dataDir, 'fast');
      await pgbackrest(
        config,
        '--delta',
        '--type=time',
        `--target=${target}`,
        '--target-action=promote',
        'restore',
      );
      await restartPgCluster(cluster);
      for (let i = 0; i < 100; i++) {
        const rows = (await admin(cluster.url, 'select pg_is_in_recovery() as r')).rows;
        if (rows[0]?.r === false) break;
        await sleep(200);
      }

      const { db: restoredDb, shop: after } = await open();
      // Each test shop signs with its own key: the student logs in again.
      const again = { ...student, token: await logIn(after, student.email, student.password) };
      // The check that the restore worked: the first order is there, the second is not.
      expect(await invoiceNumbersOf(after, again)).toEqual([given[0]]);
      // Without the raise the next order would take the second order's number again.
      expect(Object.values(await readInvoiceMarks(restoredDb))).toEqual([1]);
      const raised = await raiseSeriesAfterRestore(restoredDb, marks);
      expect(raised).toEqual([
        { series: 'Invoice', financialYear: Object.keys(marks)[0], before: 1, after: 2 },
      ]);
      const third = await placeCashOrder(after, again, tee.id);
      const now = await invoiceNumbersOf(after, again);
      expect(now.map(([id]) => id)).toEqual([first, third]);
      const numbers = [...given, ...now].map(([, n]) => n);
      expect(new Set(numbers).size).toBe(3); // the first twice (before and after), the rest apart
      expect(now[1]![1]).toBe(given[1]![1]!.replace(/\d{6}$/, '000003'));
    }, 240_000);
  },
);
