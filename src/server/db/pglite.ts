import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db, WrapOptions } from './database.ts';
import * as schema from './schema/index.ts';
import { packageRoot } from '../lib/package-root.ts';

/**
 * The embedded database (PGlite) behind the `Database` handle. Kept apart from client.ts so a
 * server on PostgreSQL never loads PGlite: `openDatabase` imports this file only when it is used.
 */
export { PGlite };

const CREATE = `import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create({ dataDir: process.argv[1] });
await db.close();`;

/**
 * Opens the PGlite folder `dataDir`, creating it first when new. Creating one (initdb inside
 * PGlite's WebAssembly memory) grows that memory to about 850 MB, and WebAssembly memory is never
 * given back: a first start kept it for life, against about 390 MB when a later start opens the
 * folder. So a new folder is made by a short child process, and this one only opens it.
 */
export async function openPglite(dataDir: string): Promise<PGlite> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await promisify(execFile)(process.execPath, ['--input-type=module', '-e', CREATE, dataDir], {
      cwd: packageRoot,
    });
  }
  return PGlite.create({ dataDir });
}

/**
 * Wraps a PGlite instance. Only one process can open a PGlite folder, so its locks are kept in
 * this process; with `ownsClient`, `close()` closes PGlite.
 */
export function wrapPglite(
  client: PGlite,
  options: { ownsClient: boolean } & WrapOptions,
): Database {
  const db: Db = drizzlePglite({ client, schema, logger: options.queryLogger });
  const held = new Map<string, Promise<void>>();

  async function take(name: string): Promise<() => void> {
    while (held.has(name)) await held.get(name)!.catch(() => undefined);
    let release!: () => void;
    held.set(
      name,
      new Promise<void>((resolve) => {
        release = () => {
          held.delete(name);
          resolve();
        };
      }),
    );
    return release;
  }

  return {
    db,
    kind: 'pglite',
    async withLock(name, fn) {
      const release = await take(name);
      try {
        return await fn();
      } finally {
        release();
      }
    },
    async tryWithLock(name, fn) {
      if (held.has(name)) return { acquired: false };
      const release = await take(name);
      try {
        return { acquired: true, value: await fn() };
      } finally {
        release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      if (options.ownsClient && !client.closed) await client.close();
    },
  };
}
