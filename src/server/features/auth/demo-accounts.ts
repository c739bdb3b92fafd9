import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { existingEmails, insertUsersIfFree, userCount } from './auth.queries.ts';
import { hashPassword } from './password.ts';
import { DEMO_ADMIN_EMAIL, DEMO_CUSTOMER_EMAIL, isDemoMode, roleFor } from './roles.ts';

/**
 * Fixed, documented demo logins for the embedded demo (README). They exist only in demo mode
 * (no DATABASE_URL, not production, SEED_DEMO on) and only when the first start finds no users.
 */
export const DEMO_ACCOUNTS = [
  { email: DEMO_ADMIN_EMAIL, password: 'admin12345', name: 'Demo Admin', phone: '9876543210' },
  {
    email: DEMO_CUSTOMER_EMAIL,
    password: 'student12345',
    name: 'Demo Student',
    phone: '9123456789',
  },
] as const;

export async function ensureDemoAccounts(deps: { db: Db; config: Config; log: FastifyBaseLogger }) {
  const { db, config, log } = deps;
  if (!isDemoMode(config)) return;
  if ((await userCount(db)) > 0) {
    const demo = await existingEmails(
      db,
      DEMO_ACCOUNTS.map((a) => a.email),
    );
    if (demo.length > 0) {
      log.info(`Demo accounts: ${demo.map((d) => d.email).join(', ')} (passwords in the README)`);
    }
    return;
  }
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      email: a.email,
      name: a.name,
      phone: a.phone,
      passwordHash: await hashPassword(a.password),
      role: roleFor(config, a.email),
    })),
  );
  await insertUsersIfFree(db, rows);
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${roleFor(config, a.email)}: ${a.email} / ${a.password}`,
  );
  log.info(`Created demo accounts (embedded demo only):\n${lines.join('\n')}`);
}
