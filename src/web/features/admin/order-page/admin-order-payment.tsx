import type { AdminPayment } from '#shared/contract/admin-order.ts';
import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Price } from '#web/components/ui/price.tsx';

const when = (ms: number) => `${formatOrderDate(ms)} ${istTime(ms)}`;

/** Where a kept report came from, in the admin's words. */
const SOURCES: Record<string, string> = {
  start: 'Payment started',
  return: 'Student came back',
  webhook: 'Gateway notice',
  reconcile: 'Periodic check',
  refund: 'Refund',
};

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 font-medium break-all text-ink">{children}</dd>
    </div>
  );
}

/** An online order's payment: references, state, refund, and every report the gateway sent. */
export function AdminOrderPayment({ payment: p }: { payment: AdminPayment }) {
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Row term="Payment reference">{p.ref}</Row>
        <Row term="Transaction id">{p.transactionId || '—'}</Row>
        <Row term="State">
          <Badge tone={p.state === 'completed' ? 'brand' : 'neutral'}>{p.state}</Badge>
        </Row>
        <Row term="Amount">
          <Price amount={p.amount} />
        </Row>
        <Row term="Started">{when(p.date)}</Row>
        <Row term="Gateway">{p.provider}</Row>
        <Row term="Refunds">
          {p.refunds.length === 0 ? (
            'None'
          ) : (
            <ul className="flex flex-col gap-0.5">
              {p.refunds.map((r) => (
                <li key={r.ref} className="break-all">
                  <Price amount={r.amount} /> · {r.state} · {r.reason} · {r.ref}
                  {r.note && ` · ${r.note}`}
                </li>
              ))}
            </ul>
          )}
        </Row>
        {p.note && <Row term="Note">{p.note}</Row>}
      </dl>
      <div>
        <h3 className="mb-1 text-sm font-bold text-ink">Gateway reports</h3>
        {p.events.length === 0 ? (
          <p className="text-sm text-muted">No reports kept.</p>
        ) : (
          <ol className="flex flex-col divide-y divide-line rounded-card border border-line text-sm">
            {p.events.map((e, i) => (
              <li key={i} className="flex flex-col gap-0.5 p-2 sm:flex-row sm:gap-3">
                <span className="shrink-0 text-xs text-muted sm:w-36">{when(e.date)}</span>
                <span className="min-w-0 break-words">
                  <span className="font-semibold text-ink">{SOURCES[e.source] ?? e.source}</span>
                  {e.state && ` · ${e.state}`}
                  {e.amount !== null && (
                    <>
                      {' · '}
                      <Price amount={e.amount} />
                    </>
                  )}
                  {e.paymentMode && ` · ${e.paymentMode}`}
                  {e.transactionId && (
                    <span className="block text-xs break-all text-muted">{e.transactionId}</span>
                  )}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
