import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { UserRole } from '../../db/schema/index.ts';
import { demoteFormerAdmins, promoteAdmins } from './auth.queries.ts';

/** The demo accounts created on the first embedded start (see demo-accounts.ts). */
export const DEMO_ADMIN_EMAIL = 'admin@campusmerch.example';
export const DEMO_CUSTOMER_EMAIL = 'student@campusmerch.example';

/** Embedded, non-production start with demo data: the demo admin counts as an admin. */
export function isDemoMode(config: Config): boolean {
  return config.SEED_DEMO && !config.DATABASE_URL && !config.isProduction;
}

/** `ADMIN_EMAILS`, plus the demo admin in demo mode. Lower-case. */
export function adminEmails(config: Config): string[] {
  return isDemoMode(config) ? [...config.ADMIN_EMAILS, DEMO_ADMIN_EMAIL] : config.ADMIN_EMAILS;
}

export function roleFor(config: Config, email: string): UserRole {
  return adminEmails(config).includes(email.toLowerCase()) ? 'admin' : 'customer';
}

/**
 * Makes `users.role` follow the settings: called at start-up (and login keeps it in step), so
 * removing an e-mail from ADMIN_EMAILS takes its admin rights away at the next restart.
 */
export async function syncAdminRoles(db: Db, config: Config): Promise<void> {
  const admins = adminEmails(config);
  await promoteAdmins(db, admins);
  await demoteFormerAdmins(db, admins);
}
