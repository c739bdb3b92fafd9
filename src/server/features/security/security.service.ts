import type { Db } from '../../db/client.ts';
import { lockForTransaction } from '../../db/locks.ts';
import { insertSecurityEvent, recentSecurityEvent } from './security.queries.ts';

/** What a security event records; the admin reads them, alerts can key on `kind`. */
export const SECURITY_EVENT_KINDS = [
  'login_failed',
  'otp_failed',
  'email_mismatch',
  'safety_protocol',
  'payment_webhook_refused',
  'payment_amount_mismatch',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export interface SecurityEventInput {
  kind: SecurityEventKind;
  email?: string | null;
  userId?: number | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

/** Records one suspicious event. Pass a transaction to keep it with the change it belongs to. */
export async function recordSecurityEvent(db: Db, event: SecurityEventInput, at?: Date) {
  await insertSecurityEvent(db, {
    kind: event.kind,
    email: event.email?.slice(0, 320) ?? null,
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? {},
    ...(at ? { createdAt: at } : {}),
  });
}

/**
 * Records the event unless one of its kind from the same address was recorded in the last
 * minute: a flood of forged calls leaves one row a minute per address, not one per call (each
 * call still has its request log line). The address's lock keeps parallel calls to one row.
 */
export async function recordSecurityEventOncePerMinute(
  db: Db,
  event: SecurityEventInput & { ip: string },
) {
  await db.transaction(async (tx) => {
    await lockForTransaction(tx, `security-event:${event.kind}:${event.ip}`);
    if (!(await recentSecurityEvent(tx, event.kind, event.ip))) {
      await recordSecurityEvent(tx, event);
    }
  });
}
