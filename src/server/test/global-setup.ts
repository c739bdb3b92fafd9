/**
 * Vitest global setup for database tests (see ./db-harness.ts). It only makes a run folder and
 * decides the engines; the PGlite template and the PostgreSQL cluster are made by the first test
 * file that needs them, so runs without database tests pay nothing. Teardown stops the cluster,
 * drops the run's databases on TEST_DATABASE_URL and deletes the folder. Folders left by runs
 * that were killed are cleaned up at the next start.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { admin, planEngines, type HarnessInfo, type PostgresTemplate } from './db-harness.ts';
import { stopPgCluster } from './pg-cluster.ts';

const PREFIX = 'shop-test-db-';

export default async function setup(project: TestProject) {
  await sweepAbandonedRuns();
  const runDir = await mkdtemp(path.join(tmpdir(), PREFIX));
  await chmod(runDir, 0o755); // the postgres user must reach the cluster folder inside
  await writeFile(path.join(runDir, 'owner.pid'), String(process.pid));
  const runId = path
    .basename(runDir)
    .slice(PREFIX.length)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const plan = planEngines();
  const info: HarnessInfo = { runDir, runId, ...plan };
  if (plan.postgresSkipped && plan.postgresSkipped !== 'TEST_ENGINES leaves it out') {
    console.warn(`[db-harness] PostgreSQL tests are skipped: ${plan.postgresSkipped}`);
  }
  project.provide('shopTestDb', info);
  return () => cleanUp(runDir, runId);
}

async function cleanUp(runDir: string, runId: string) {
  const file = path.join(runDir, 'postgres.json');
  if (existsSync(file)) {
    const pgInfo = JSON.parse(await readFile(file, 'utf8')) as PostgresTemplate;
    if (pgInfo.dataDir) {
      await stopPgCluster(pgInfo.dataDir).catch((e) => console.warn('[db-harness]', e));
    } else {
      await dropRunDatabases(pgInfo.adminUrl, runId).catch((e) => console.warn('[db-harness]', e));
    }
  } else if (existsSync(path.join(runDir, 'pg', 'data'))) {
    await stopPgCluster(path.join(runDir, 'pg', 'data')).catch(() => undefined);
  }
  await rm(runDir, { recursive: true, force: true });
}

async function dropRunDatabases(adminUrl: string, runId: string) {
  const { rows } = await admin(
    adminUrl,
    `select datname from pg_database where datname like 'shop\\_t%\\_${runId}%'`,
  );
  for (const { datname } of rows as Array<{ datname: string }>) {
    await admin(adminUrl, `drop database if exists "${datname}" with (force)`);
  }
}

/** Run folders whose vitest process is gone (killed runs): stop their cluster, delete them. */
async function sweepAbandonedRuns() {
  for (const entry of readdirSync(tmpdir())) {
    if (!entry.startsWith(PREFIX)) continue;
    const dir = path.join(tmpdir(), entry);
    const owner = Number(await readFile(path.join(dir, 'owner.pid'), 'utf8').catch(() => '0'));
    if (owner ? isAlive(owner) : Date.now() - statSync(dir).mtimeMs < 60_000) continue;
    await stopPgCluster(path.join(dir, 'pg', 'data')).catch(() => undefined);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
