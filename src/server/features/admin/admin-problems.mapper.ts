import type {
  PaymentProblem,
  ProblemMail,
  ProblemPayment,
  ProblemsReply,
} from '#shared/contract/admin-problems.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import { mailErrorText } from '../../adapters/mail/outbox.ts';
import type { MailOutboxRow } from '../../db/schema/index.ts';
import type { PaymentProblemRecord } from './admin-problems.queries.ts';
import type { Problems } from './admin-problems.service.ts';

function problemOf(p: PaymentProblemRecord): PaymentProblem {
  if (!p.refundRef) return 'unplaced';
  if (p.refundState === 'completed') return 'refunded';
  return p.refundState === 'failed' ? 'refundFailed' : 'refundPending';
}

function toPayment(p: PaymentProblemRecord): ProblemPayment {
  return {
    ref: p.ref,
    orderId: p.orderId,
    ...(p.orderNumber ? { orderNumber: p.orderNumber } : {}),
    customerName: p.customerName,
    customerEmail: p.customerEmail,
    amount: paiseToRupees(p.amountPaise),
    transactionId: p.transactionId ?? '',
    state: p.state,
    problem: problemOf(p),
    refundRef: p.refundRef ?? '',
    // The wire keeps the gateway's upper-case words (REQUESTED, PENDING, COMPLETED, FAILED).
    refundState: p.refundState?.toUpperCase() ?? '',
    refundAmount: p.refundPaise === null ? 0 : paiseToRupees(p.refundPaise),
    note: p.note,
    date: p.createdAt.getTime(),
    updated: p.updatedAt.getTime(),
  };
}

/** A one-time code is nobody's business but its owner's, the admin's included. */
const withoutCode = (m: MailOutboxRow) =>
  m.kind.startsWith('otp-') ? m.subject.replace(/\d{4,}/g, '••••') : m.subject;

function toMail(m: MailOutboxRow, now: Date): ProblemMail {
  return {
    id: m.id,
    to: m.to,
    subject: withoutCode(m),
    kind: m.kind,
    status: m.status === 'failed' ? 'failed' : 'pending',
    attempts: m.attempts,
    // Rows from before errors were cleaned on write are cleaned here too.
    lastError: m.lastError ? mailErrorText(m.lastError) : '',
    date: m.createdAt.getTime(),
    nextAttempt: m.status === 'pending' ? m.nextAttemptAt.getTime() : null,
    expired: m.expiresAt !== null && m.expiresAt <= now,
  };
}

export function toProblemsReply(p: Problems): Omit<ProblemsReply, 'status'> {
  return {
    payments: p.payments.map(toPayment),
    mails: p.mails.map((m) => toMail(m, p.now)),
    totals: p.totals,
  };
}
