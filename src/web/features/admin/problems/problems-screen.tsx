import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PaymentProblem,
  ProblemMail,
  ProblemPayment,
} from '#shared/contract/admin-problems.ts';
import { istTime } from '#shared/rules/admin.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Price } from '#web/components/ui/price.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { api } from '#web/lib/api/api-client.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { adminKeys } from '#web/lib/api/query-keys.ts';
import { PayoutsToMake } from './payouts-to-make.tsx';

export const problemsQuery = () => ({
  queryKey: adminKeys.problems(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api('admin/problems', { body: {}, signal }),
});

const when = (ms: number) => `${formatOrderDate(ms)} ${istTime(ms)}`;

const PAYMENT_LOOK: Record<PaymentProblem, { label: string; tone: BadgeTone; todo: string }> = {
  refundFailed: {
    label: 'Refund failed',
    tone: 'danger',
    todo: 'The gateway refused the refund. Send it again; if it is refused again, refund it from the gateway dashboard and write to the student.',
  },
  unplaced: {
    label: 'Paid, no order',
    tone: 'danger',
    todo: 'Check the payment in the PhonePe dashboard, then refund it or place the order by hand.',
  },
  refundPending: {
    label: 'Refund under way',
    tone: 'accent',
    todo: 'The customer was told. The shop checks with the gateway until the refund is done.',
  },
  refunded: { label: 'Refunded', tone: 'neutral', todo: '' },
};

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap gap-x-2">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 font-medium break-all text-ink">{children}</dd>
    </div>
  );
}

function PaymentCard({ payment: p }: { payment: ProblemPayment }) {
  const look = PAYMENT_LOOK[p.problem];
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api('admin/problems/retryRefund', { body: { ref: p.ref } }),
    onSuccess: (r) => notify.success(r.message),
    onError: (e) => notify.error(e.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.problems() }),
  });
  return (
    <article
      aria-label={`Payment ${p.ref}`}
      className="flex h-full flex-col gap-2 rounded-card border border-line bg-white p-4"
    >
      <header className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-semibold text-muted">Paid {when(p.date)}</p>
          <h3 className="font-bold break-words text-ink">{p.customerName}</h3>
          <a
            href={`mailto:${p.customerEmail}`}
            className="text-sm break-all text-brand underline underline-offset-2"
          >
            {p.customerEmail}
          </a>
        </div>
        <div className="flex shrink-0 flex-row-reverse items-center justify-end gap-3 sm:flex-col sm:items-end sm:gap-1">
          <Badge tone={look.tone}>{look.label}</Badge>
          <Price amount={p.amount} className="text-lg" />
        </div>
      </header>
      {p.note && <p className="text-sm text-ink">{p.note}</p>}
      {look.todo && <p className="text-sm text-muted">{look.todo}</p>}
      <dl className="mt-auto grid gap-1 border-t border-line pt-2 text-xs">
        <Detail term="Payment">{p.ref}</Detail>
        <Detail term="Transaction">{p.transactionId || '—'}</Detail>
        {p.refundRef && (
          <Detail term="Refund">
            <Price amount={p.refundAmount} /> · {p.refundRef} · {p.refundState}
          </Detail>
        )}
        <Detail term="Order">{p.orderNumber ?? 'none'}</Detail>
        <Detail term="Last change">{when(p.updated)}</Detail>
      </dl>
      {p.problem === 'refundFailed' && (
        <div className="flex justify-end">
          <Button
            variant="outline"
            size="sm"
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            Send refund again
          </Button>
        </div>
      )}
    </article>
  );
}

function MailCard({ mail: m }: { mail: ProblemMail }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api('admin/problems/retryMail', { body: { id: m.id } }),
    onSuccess: (r) => notify.success(r.message),
    onError: (e) => notify.error(e.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.problems() }),
  });
  const tries = `${m.attempts} ${m.attempts === 1 ? 'try' : 'tries'}`;
  return (
    <article
      aria-label={`Mail to ${m.to}`}
      className="flex h-full flex-col gap-2 rounded-card border border-line bg-white p-4"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <p className="text-xs font-semibold text-muted">
          Written {when(m.date)} · {m.kind}
        </p>
        {m.status === 'failed' ? (
          <Badge tone="danger">Failed after {tries}</Badge>
        ) : (
          <Badge tone="accent">Still trying · {tries}</Badge>
        )}
      </header>
      <h3 className="font-bold break-words text-ink">{m.subject}</h3>
      <p className="text-sm">
        To{' '}
        <a href={`mailto:${m.to}`} className="break-all text-brand underline underline-offset-2">
          {m.to}
        </a>
      </p>
      {m.lastError && (
        <p className="rounded-lg bg-surface px-3 py-2 font-mono text-xs break-words text-ink">
          {m.lastError}
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
        <p className="text-xs text-muted">
          {m.expired
            ? 'Its code has expired, so it is not sent again.'
            : m.nextAttempt !== null
              ? `Next try ${when(m.nextAttempt)}`
              : 'Given up: retry once the mail server works.'}
        </p>
        {m.status === 'failed' && !m.expired && (
          <Button
            variant="outline"
            size="sm"
            loading={retry.isPending}
            onClick={() => retry.mutate()}
          >
            Retry now
          </Button>
        )}
      </div>
    </article>
  );
}

function Section({
  title,
  summary,
  empty,
  children,
}: {
  title: string;
  summary: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  const id = `problems-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mb-8">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-lg font-bold text-ink sm:text-xl">
          {title}
        </h2>
        <p className="text-sm text-muted">{summary}</p>
      </div>
      {empty ? (
        <p className="rounded-card border border-line bg-white p-6 text-center text-muted">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}

const shown = (n: number, total: number) => (total > n ? ` · newest ${n} shown` : '');

/**
 * /problems: online payments that did not become an order (refunds the shop started, and any
 * paid payment left without one), and mails that could not be delivered, with "Retry now".
 */
export function ProblemsScreen() {
  const { data } = useQuery(problemsQuery());
  if (!data) return <Skeleton className="h-48 w-full" />;
  const { payments, mails, totals } = data;
  return (
    <>
      <Section
        title="Payments"
        summary={`${totals.paymentsOpen} need attention · ${totals.payments} in all${shown(payments.length, totals.payments)}`}
        empty={
          payments.length === 0
            ? 'No payment problems: every online payment became an order.'
            : null
        }
      >
        <ol className="grid gap-3 lg:grid-cols-2">
          {payments.map((p) => (
            <li key={p.ref}>
              <PaymentCard payment={p} />
            </li>
          ))}
        </ol>
      </Section>
      <PayoutsToMake />
      <Section
        title="Mails"
        summary={`${totals.mailsFailed} failed · ${totals.mails} in all${shown(mails.length, totals.mails)}`}
        empty={mails.length === 0 ? 'No mail problems: every mail went out.' : null}
      >
        <ol className="grid gap-3 lg:grid-cols-2">
          {mails.map((m) => (
            <li key={m.id}>
              <MailCard mail={m} />
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}
