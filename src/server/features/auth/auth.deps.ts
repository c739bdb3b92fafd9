import type { AppDeps } from '../../deps.ts';

/** What the account services use from the app's collaborators. */
export type AuthDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'mailer' | 'secrets' | 'log'>;

/** Where a call came from, for sessions, limits and security events. */
export interface RequestInfo {
  ip: string;
  userAgent?: string | undefined;
}
