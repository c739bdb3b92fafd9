import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AdminExchange } from '#shared/contract/exchanges.ts';
import { istTime } from '#shared/rules/admin.ts';
import { EXCHANGE_STATE_LABELS, exchangeEvents } from '#shared/rules/exchanges.ts';
import { formatOrderDate } from '#shared/rules/orders.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { adminExchangesQuery, useExchangeAction } from './admin-exchange-api.ts';
import { ExchangeSwapDialog } from './admin-exchange-swap.tsx';

const when = (ms: number) => `${formatOrderDate(ms)} ${istTime(ms)}`;

/** Asked, approved or declined, swapped: when, by whom, and how. */
function detailOf(e: AdminExchange, kind: string): string {
  if (kind === 'asked') return `by ${e.customerName} · “${e.reason}”`;
  if (kind === 'swapped') {
    const check = e.swapCheck === 'code' ? 'code checked' : e.swapNote;
    const back =
      e.returned === 'damaged' ? `${e.fromSize} written off` : `${e.fromSize} back to stock`;
    return [e.swappedBy && `by ${e.swappedBy}`, check, back].filter(Boolean).join(' · ');
  }
  return [e.decidedBy && `by ${e.decidedBy}`, kind === 'declined' && e.declineReason]
    .filter(Boolean)
    .join(' · ');
}

function ExchangeRow({ exchange }: { exchange: AdminExchange }) {
  const { decide } = useExchangeAction();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [swapping, setSwapping] = useState(false);
  const send = async (decision: 'approve' | 'decline') => {
    try {
      const done = await decide.mutateAsync({
        exchange_id: exchange.exchange_id,
        version: exchange.version,
        decision,
        reason: decision === 'decline' ? reason : '',
      });
      notify.success(done.message);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'Please try again.');
      if (error instanceof ApiError && error.httpStatus === 409) setDeclining(false);
    }
  };
  return (
    <li className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-ink">
          {exchange.quantity} × {exchange.productName}: {exchange.fromSize} → {exchange.toSize}
        </p>
        <Badge
          tone={
            exchange.state === 'declined'
              ? 'neutral'
              : exchange.state === 'swapped'
                ? 'sale'
                : 'accent'
          }
        >
          {EXCHANGE_STATE_LABELS[exchange.state]}
        </Badge>
      </div>
      <ol
        aria-label={`Exchange ${exchange.fromSize} to ${exchange.toSize}`}
        className="flex flex-col gap-1.5"
      >
        {exchangeEvents(exchange).map((e) => (
          <li key={e.kind} className="text-sm">
            <span className="font-semibold text-ink">{e.label}</span>
            <span className="block text-xs break-words text-muted">
              {when(e.at)} · {detailOf(exchange, e.kind)}
            </span>
          </li>
        ))}
      </ol>
      {exchange.state === 'open' && !declining && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void send('approve')} loading={decide.isPending}>
            Approve
          </Button>
          <Button variant="outline" onClick={() => setDeclining(true)}>
            Decline
          </Button>
        </div>
      )}
      {exchange.state === 'open' && declining && (
        <form
          className="flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void send('decline');
          }}
        >
          <Field
            label="Why decline? (mailed to the student)"
            value={reason}
            maxLength={300}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="outline" loading={decide.isPending}>
              Decline exchange
            </Button>
            <Button variant="ghost" onClick={() => setDeclining(false)}>
              Back
            </Button>
          </div>
        </form>
      )}
      {exchange.state === 'approved' && (
        <>
          <Button variant="outline" className="self-start" onClick={() => setSwapping(true)}>
            Complete swap
          </Button>
          {swapping && <ExchangeSwapDialog exchange={exchange} open onOpenChange={setSwapping} />}
        </>
      )}
    </li>
  );
}

/** The admin's order page: its size exchanges, to approve, decline and swap (none: nothing shown). */
export function AdminExchangePanel({ orderId }: { orderId: number }) {
  const { data } = useQuery(adminExchangesQuery(orderId));
  if (!data || data.length === 0) return null;
  return (
    <section aria-label="Size exchanges" className="rounded-card border border-line bg-white p-4">
      <h2 className="mb-3 text-base font-bold text-ink">Size exchanges</h2>
      <ul>
        {data.map((e) => (
          <ExchangeRow key={e.exchange_id} exchange={e} />
        ))}
      </ul>
    </section>
  );
}
