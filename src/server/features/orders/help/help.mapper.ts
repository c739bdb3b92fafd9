import type { HelpRequest } from '#shared/contract/order-help.ts';
import type { HelpState } from '#shared/rules/order-help.ts';
import type { HelpRecord } from './help.queries.ts';

/** `HLP-00042`: what the student, the mails and the admin quote. */
export const helpReference = (id: number) => `HLP-${String(id).padStart(5, '0')}`;

/** Open until the admin answers it, or closes it in the inbox without a word. */
export function helpState(r: Pick<HelpRecord, 'answeredAt' | 'handledAt'>): HelpState {
  if (r.answeredAt) return 'answered';
  return r.handledAt ? 'closed' : 'open';
}

export function toHelpReply(r: HelpRecord): HelpRequest {
  return {
    id: r.id,
    reference: helpReference(r.id),
    orderId: r.orderId,
    items: r.orderItemIds,
    issue: r.issue,
    message: r.message,
    transactionId: r.transactionId,
    photoUrl: r.photoUrl,
    date: r.createdAt.getTime(),
    state: helpState(r),
    answer: r.answer,
    answeredAt: r.answeredAt?.getTime() ?? null,
  };
}
