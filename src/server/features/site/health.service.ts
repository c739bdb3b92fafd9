import type { AppDeps } from '../../deps.ts';
import { pingDatabase } from './health.queries.ts';

export type Readiness = { ready: true } | { ready: false; error: unknown };

/** Whether this server can take requests: its database answers (the failure, for the log). */
export async function readiness(deps: Pick<AppDeps, 'db'>): Promise<Readiness> {
  try {
    await pingDatabase(deps.db);
    return { ready: true };
  } catch (error) {
    return { ready: false, error };
  }
}
