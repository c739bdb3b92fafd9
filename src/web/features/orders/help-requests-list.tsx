import type { HelpRequest } from '#shared/contract/order-help.ts';
import { HELP_ISSUE_LABELS, type HelpState } from '#shared/rules/order-help.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { HelpRemedyLines } from './item-remedies.tsx';

const STATE: Record<HelpState, { label: string; tone: BadgeTone }> = {
  open: { label: 'Waiting for our answer', tone: 'brand' },
  answered: { label: 'Answered', tone: 'accent' },
  closed: { label: 'Closed', tone: 'neutral' },
};

/** A student's help requests with their state and the shop's answer (docs/product.md). */
export function HelpRequestsList({ requests }: { requests: HelpRequest[] }) {
  return (
    <ol className="flex flex-col gap-3">
      {requests.map((r) => (
        <li key={r.id} className="rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink">
              {HELP_ISSUE_LABELS[r.issue]} · {r.reference}
            </p>
            <Badge tone={STATE[r.state].tone}>{STATE[r.state].label}</Badge>
          </div>
          <p className="text-xs text-muted">Sent {formatOrderDate(r.date)}</p>
          {r.transactionId && (
            <p className="mt-1 text-sm break-all text-ink">Payment reference: {r.transactionId}</p>
          )}
          <p className="mt-1 text-sm break-words whitespace-pre-line text-ink">{r.message}</p>
          {r.photoUrl && (
            <a href={r.photoUrl} target="_blank" rel="noopener" className="mt-2 inline-block">
              <img
                src={r.photoUrl}
                alt="The photo you sent"
                width={96}
                height={96}
                className="size-24 rounded-lg border border-line object-cover"
              />
            </a>
          )}
          {r.orderId !== null && <HelpRemedyLines orderId={r.orderId} helpId={r.id} />}
          {r.answer && (
            <div className="mt-3 rounded-lg bg-surface px-3 py-2">
              <p className="text-xs font-semibold text-muted">
                Our answer{r.answeredAt ? ` · ${formatOrderDate(r.answeredAt)}` : ''}
              </p>
              <p className="text-sm break-words whitespace-pre-line text-ink">{r.answer}</p>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
