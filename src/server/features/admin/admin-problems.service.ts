import type { RetryMailBody } from '#shared/contract/admin-problems.ts';
import { PROBLEMS_LIMIT } from '#shared/contract/admin-problems.ts';
import { requeueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import type { MailOutboxRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import {
  mailProblems,
  outboxRow,
  paymentProblems,
  type PaymentProblemRecord,
} from './admin-problems.queries.ts';

/**
 * What went wrong with money and mail (docs/spec-decisions.md): payments that were paid but did not
 * become an order (the refunds of docs/product.md#payment-return), and mails that could not be
 * delivered, with "retry now" for a failed one.
 */

/** A mail still pending this long after it was written is shown (it has failed a few tries). */
export const MAIL_LATE_MS = 15 * 60_000;

export interface Problems {
  payments: PaymentProblemRecord[];
  mails: MailOutboxRow[];
  totals: { payments: number; paymentsOpen: number; mails: number; mailsFailed: number };
  now: Date;
}

export async function problems(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  _caller: Caller,
): Promise<Problems> {
  const now = clock();
  const [pay, mail] = await Promise.all([
    paymentProblems(db, PROBLEMS_LIMIT),
    mailProblems(db, new Date(now.getTime() - MAIL_LATE_MS), PROBLEMS_LIMIT),
  ]);
  return {
    payments: pay.records,
    mails: mail.records,
    totals: {
      payments: pay.total,
      paymentsOpen: pay.open,
      mails: mail.total,
      mailsFailed: mail.failed,
    },
    now,
  };
}

/**
 * admin/problems/retryMail: a failed mail gets a fresh series of tries, the first one now; the
 * answer says whether it went.
 */
export async function retryMail(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>,
  caller: Caller,
  { id }: RetryMailBody,
): Promise<Outcome> {
  const { db, log, clock } = deps;
  const requeued = await requeueMail(db, id, clock());
  switch (requeued) {
    case 'missing':
      throw new DomainError('NOT_FOUND', 'This mail is no longer in the outbox.');
    case 'sent':
      return { message: 'This mail was sent already.' };
    case 'pending':
      throw new DomainError(
        'CONFLICT',
        'This mail is still being tried; it can be retried once it has failed.',
      );
    case 'expired':
      throw new DomainError(
        'CONFLICT',
        'This mail carried a code that has expired, so it is not sent again. The person can ask for a new code.',
      );
    case 'requeued':
      break;
  }
  log.info({ outboxId: id, by: caller.userId }, 'admin: a failed mail is tried again');
  // With the worker (BACKGROUND_JOBS=worker) this instance sends nothing: the worker's next poll does.
  if (deps.config.BACKGROUND_JOBS === 'worker') {
    return { message: 'Queued again: it goes out within a few seconds.' };
  }
  await sendSoon(deps, [id]);
  const row = await outboxRow(db, id);
  if (row?.status === 'sent') return { message: `Sent to ${row.to}.` };
  return {
    message: `It could not go yet${row?.lastError ? ` (${row.lastError})` : ''}. It stays in the queue and is tried again.`,
  };
}
