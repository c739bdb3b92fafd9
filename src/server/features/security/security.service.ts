import type { Db } from '../../db/client.ts';
import { securityEvents } from '../../db/schema.ts';

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
  await db.insert(securityEvents).values({
    kind: event.kind,
    email: event.email?.slice(0, 320) ?? null,
    userId: event.userId ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? {},
    ...(at ? { createdAt: at } : {}),
  });
}
