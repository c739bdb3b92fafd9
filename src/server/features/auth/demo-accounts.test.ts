import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { eq } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/db-harness.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_ACCOUNTS, ensureDemoAccounts } from './demo-accounts.ts';
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL, syncAdminRoles } from './roles.ts';
import { startTestShop } from '../../test/test-shop.ts';
import { PRODUCTION_ENV } from '../../test/test-app.ts';

describe('demo accounts and admin roles (PGlite)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates the demo admin and customer on the first embedded start and prints them', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const config = loadConfig({ NODE_ENV: 'development' });
    await ensureDemoAccounts({ db: database.db, config, log });
    await ensureDemoAccounts({ db: database.db, config, log }); // second start: nothing new
    const rows = await database.db.select().from(users);
    expect(rows.map((r) => [r.email, r.role]).sort()).toEqual([
      [DEMO_ADMIN_EMAIL, 'admin'],
      [DEMO_CUSTOMER_EMAIL, 'customer'],
    ]);
    expect(lines.join('')).toContain(`${DEMO_ADMIN_EMAIL} / ${DEMO_ACCOUNTS[0].password}`);

    const shop = await startTestShop(database.db, { env: { ADMIN_EMAILS: '' } });
    const login = await shop.call('auth/login', {
      email: DEMO_ADMIN_EMAIL,
      password: DEMO_ACCOUNTS[0].password,
    });
    expect(login.json()).toMatchObject({ status: 200, userName: 'Demo Admin' });
    await shop.close();
  });

  it('makes no demo accounts with a DATABASE_URL or in production', async () => {
    const other = await createTestDatabase('pglite');
    const log = pino({ level: 'silent' });
    for (const env of [
      { DATABASE_URL: 'postgres://x@localhost/y' },
      PRODUCTION_ENV,
      { SEED_DEMO: 'false' },
    ]) {
      await ensureDemoAccounts({ db: other.db, config: loadConfig(env), log });
    }
    expect(await other.db.select().from(users)).toHaveLength(0);
    await other.close();
  });

  it('keeps roles in step with ADMIN_EMAILS at start-up', async () => {
    const config = loadConfig({
      ADMIN_EMAILS: DEMO_CUSTOMER_EMAIL,
      DATABASE_URL: 'postgres://x/y',
    });
    await syncAdminRoles(database.db, config);
    const role = async (email: string) =>
      (await database.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]
        ?.role;
    expect(await role(DEMO_CUSTOMER_EMAIL)).toBe('admin');
    expect(await role(DEMO_ADMIN_EMAIL)).toBe('customer');
  });
});
