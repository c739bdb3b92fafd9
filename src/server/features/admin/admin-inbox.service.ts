import type { InboxBody, InboxHandledBody, InboxKind } from '#shared/contract/admin-inbox.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import { inboxPage, openCounts, setHandled, type InboxRecord } from './admin-inbox.queries.ts';

/** What came in through the shop's forms, for the admin (docs/spec-decisions.md). */

export const INBOX_PAGE_SIZE = 30;

export async function inbox(
  { db }: Pick<AppDeps, 'db'>,
  _caller: Caller,
  input: InboxBody,
): Promise<{
  entries: InboxRecord[];
  total: number;
  page: number;
  open: Record<InboxKind, number>;
}> {
  const page = input.page ?? 1;
  const [list, open] = await Promise.all([
    inboxPage(db, input.kind, input.state, INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE),
    openCounts(db),
  ]);
  return { ...list, page, open };
}

export async function markHandled(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  caller: Caller,
  input: InboxHandledBody,
): Promise<Outcome> {
  const done = await setHandled(
    db,
    input.kind,
    input.id,
    input.handled ? { at: clock(), by: caller.userId } : null,
  );
  if (!done) throw new DomainError('NOT_FOUND', 'This entry is no longer in the inbox.');
  return { message: input.handled ? 'Marked as handled' : 'Marked as open again' };
}
