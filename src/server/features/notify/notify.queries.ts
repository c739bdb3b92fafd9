import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { NotifyKind, NotifySource } from '#shared/rules/notify.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  drops,
  dropStock,
  mailOutbox,
  notifyRuns,
  notifySubscriptions,
  products,
  productSizes,
  type NotifyRunRow,
} from '../../db/schema/index.ts';

/** What a subscription waits for: a product's drop (size '') or one of its sizes. */
export interface NotifySubject {
  productId: number;
  kind: NotifyKind;
  size: string;
}

/**
 * Whether the product is in a drop that has not opened yet: the only time "notify me when it
 * opens" means anything (read here, not through the drops area, which itself calls notify).
 */
export async function inUpcomingDrop(db: Db, productId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: drops.id })
    .from(dropStock)
    .innerJoin(drops, eq(drops.id, dropStock.dropId))
    .where(and(eq(dropStock.productId, productId), gt(drops.opensAt, now)))
    .limit(1);
  return !!row;
}

/** The subscription of this e-mail for the subject, if any. */
export async function subscriptionOf(db: Db | Tx, email: string, subject: NotifySubject) {
  const [row] = await db
    .select()
    .from(notifySubscriptions)
    .where(
      and(
        eq(notifySubscriptions.email, email),
        eq(notifySubscriptions.productId, subject.productId),
        eq(notifySubscriptions.kind, subject.kind),
        eq(notifySubscriptions.size, subject.size),
      ),
    );
  return row;
}

/** How many subscriptions of the e-mail wait (not yet mailed). */
export async function waitingCount(db: Db | Tx, email: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifySubscriptions)
    .where(and(eq(notifySubscriptions.email, email), isNull(notifySubscriptions.notifiedAt)));
  return row?.n ?? 0;
}

/**
 * Stores the subscription, or makes a mailed one wait again (asked anew after its mail): one row
 * per e-mail and subject whatever the race (the unique constraint).
 */
export async function upsertSubscription(
  db: Db | Tx,
  row: NotifySubject & { email: string; userId: number | null; source: NotifySource; now: Date },
): Promise<void> {
  await db
    .insert(notifySubscriptions)
    .values({
      email: row.email,
      userId: row.userId,
      productId: row.productId,
      kind: row.kind,
      size: row.size,
      source: row.source,
      createdAt: row.now,
    })
    .onConflictDoUpdate({
      target: [
        notifySubscriptions.email,
        notifySubscriptions.productId,
        notifySubscriptions.kind,
        notifySubscriptions.size,
      ],
      set: {
        notifiedAt: null,
        userId: sql`coalesce(excluded.user_id, ${notifySubscriptions.userId})`,
      },
    });
}

/** Unsubscribe: every subscription of the e-mail goes. Answers how many there were. */
export async function deleteSubscriptionsOf(db: Db, email: string): Promise<number> {
  const rows = await db
    .delete(notifySubscriptions)
    .where(eq(notifySubscriptions.email, email))
    .returning({ id: notifySubscriptions.id });
  return rows.length;
}

/** Runs for these subjects, each only when someone waits for it (in the caller's transaction). */
export async function insertRuns(
  tx: Db | Tx,
  runs: { kind: NotifyKind; productIds: number[]; size: string; dedupeKey?: string | null }[],
  now: Date,
): Promise<number[]> {
  if (runs.length === 0) return [];
  const rows = await tx
    .insert(notifyRuns)
    .values(runs.map((r) => ({ ...r, dedupeKey: r.dedupeKey ?? null, createdAt: now })))
    .onConflictDoNothing({ target: notifyRuns.dedupeKey })
    .returning({ id: notifyRuns.id });
  return rows.map((r) => r.id);
}

/** Whether anyone waits to hear about the subject. */
export async function anyoneWaits(tx: Db | Tx, subject: NotifySubject): Promise<boolean> {
  const rows = await tx
    .select({ id: notifySubscriptions.id })
    .from(notifySubscriptions)
    .where(matching(subject.kind, [subject.productId], subject.size))
    .limit(1);
  return rows.length > 0;
}

const matching = (kind: NotifyKind, productIds: number[], size: string) =>
  and(
    inArray(notifySubscriptions.productId, productIds),
    eq(notifySubscriptions.kind, kind),
    eq(notifySubscriptions.size, size),
    isNull(notifySubscriptions.notifiedAt),
  );

export async function openRuns(db: Db): Promise<NotifyRunRow[]> {
  return db
    .select()
    .from(notifyRuns)
    .where(isNull(notifyRuns.finishedAt))
    .orderBy(asc(notifyRuns.id));
}

export async function finishRun(db: Db | Tx, id: number, now: Date): Promise<void> {
  await db.update(notifyRuns).set({ finishedAt: now }).where(eq(notifyRuns.id, id));
}

/**
 * Marks the waiting subscriptions of the run's first `emails` addresses (oldest ask first) as
 * mailed, and answers them: the caller stores their mails in the same transaction.
 */
export async function takeWaiting(tx: Tx, run: NotifyRunRow, emails: number, now: Date) {
  const where = matching(run.kind, run.productIds, run.size);
  const first = tx
    .select({ email: notifySubscriptions.email })
    .from(notifySubscriptions)
    .where(where)
    .groupBy(notifySubscriptions.email)
    .orderBy(sql`min(${notifySubscriptions.id})`)
    .limit(emails);
  return tx
    .update(notifySubscriptions)
    .set({ notifiedAt: now })
    .where(and(where, inArray(notifySubscriptions.email, first)))
    .returning({ email: notifySubscriptions.email, productId: notifySubscriptions.productId });
}

export async function countMailed(tx: Tx, runId: number, mailed: number): Promise<void> {
  await tx
    .update(notifyRuns)
    .set({ mailed: sql`${notifyRuns.mailed} + ${mailed}` })
    .where(eq(notifyRuns.id, runId));
}

/** The `kind` of the notify-me mails (notify.mails.ts). */
export const NOTIFY_MAIL_KINDS = ['notify-back-in-stock', 'notify-drop-opens'];

/** Notify-me mails stored since `since` (all instances): what the pace has used up. */
export async function notifyMailsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(and(inArray(mailOutbox.kind, NOTIFY_MAIL_KINDS), gt(mailOutbox.createdAt, since)));
  return row?.n ?? 0;
}

/** Name and details (for its link) of products on sale, by id. */
export async function productsForMail(db: Db, ids: number[]) {
  return db
    .select({ id: products.id, name: products.name, details: products.details })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
}

/** The stock of a product's size (0 when it is not made in it). */
export async function stockOf(db: Db, productId: number, size: string): Promise<number> {
  const [row] = await db
    .select({ quantity: productSizes.quantity })
    .from(productSizes)
    .where(and(eq(productSizes.productId, productId), sql`${productSizes.size} = ${size}`));
  return row?.quantity ?? 0;
}
