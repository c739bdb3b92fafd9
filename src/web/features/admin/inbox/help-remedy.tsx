import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RemedyChoiceItem } from '#shared/contract/item-remedies.ts';
import { formatRupees } from '#shared/rules/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { helpRemediesQuery, useDecideRemedy } from '#web/features/admin/remedies/get-remedies.ts';
import { RemedyList } from '#web/features/admin/remedies/remedy-list.tsx';

/**
 * One item's remedy: a refund of an amount up to what is left (online: through the gateway; cash:
 * a payout to the student's UPI id) or a replacement in a size with stock
 * (docs/product.md#wrong-or-damaged-items).
 */
function RemedyForm({
  helpId,
  item,
  online,
}: {
  helpId: number;
  item: RemedyChoiceItem;
  online: boolean;
}) {
  const amountId = useId();
  const [kind, setKind] = useState<'refund' | 'replacement'>('refund');
  const [amount, setAmount] = useState(String(item.left));
  const [size, setSize] = useState(item.size);
  const decide = useDecideRemedy();
  return (
    <form
      noValidate
      aria-label={`Remedy for ${item.productName}`}
      className="flex flex-col gap-2 rounded-lg bg-surface p-3"
      onSubmit={(e) => {
        e.preventDefault();
        decide.mutate(
          kind === 'refund'
            ? { id: helpId, orderItem_id: item.orderItem_id, remedy: 'refund', amount }
            : { id: helpId, orderItem_id: item.orderItem_id, remedy: 'replacement', size },
        );
      }}
    >
      <fieldset className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <legend className="mb-1 text-xs font-semibold text-muted">Remedy</legend>
        {(['refund', 'replacement'] as const).map((k) => (
          <label key={k} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`remedy-${item.orderItem_id}`}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {k === 'refund' ? (online ? 'Refund' : 'Refund by UPI') : 'Replacement'}
          </label>
        ))}
      </fieldset>
      {kind === 'refund' ? (
        <Field
          id={amountId}
          label="Amount (₹)"
          hint={`Up to ${formatRupees(item.left)} left of ${formatRupees(item.charged)} charged${online ? '' : '; the student is asked for their UPI id'}`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.target.value);
            decide.reset();
          }}
        />
      ) : (
        <Select
          label="Size of the new piece"
          value={size}
          onChange={(e) => setSize(e.target.value)}
          // A pre-order's replacement is printed with its drop, not taken from stock.
          options={item.stock.map((s) => ({
            value: s.size,
            label: item.printedWith
              ? `${s.size} (printed with ${item.printedWith})`
              : `${s.size} (${s.quantity} in stock)`,
            disabled: !item.printedWith && s.quantity < 1,
          }))}
        />
      )}
      {decide.error && (
        <p role="alert" className="text-sm text-danger">
          {decide.error.message}
        </p>
      )}
      <Button type="submit" size="sm" className="self-start" loading={decide.isPending}>
        {kind === 'refund' ? 'Refund' : 'Send replacement'}
      </Button>
    </form>
  );
}

/** A wrong or damaged item's request in the inbox: each item, its remedy, or the form to decide it. */
export function HelpRemedy({ helpId }: { helpId: number }) {
  const { data } = useQuery(helpRemediesQuery(helpId));
  if (!data?.eligible) return null;
  const online = data.paymentMethod === 'online';
  return (
    <section aria-label="Refund or replace" className="flex flex-col gap-3">
      <h4 className="text-sm font-bold text-ink">Refund or replace</h4>
      {data.items.map((item) => {
        const done = data.remedies.filter((r) => r.orderItem_id === item.orderItem_id);
        return (
          <div key={item.orderItem_id} className="flex flex-col gap-2">
            <p className="text-sm text-ink">
              <span className="font-semibold">{item.productName}</span> · Size {item.size} ×{' '}
              {item.quantity} · {formatRupees(item.charged)} charged, {formatRupees(item.left)} left
            </p>
            {done.length > 0 ? (
              <RemedyList remedies={done} />
            ) : (
              <RemedyForm helpId={helpId} item={item} online={online} />
            )}
          </div>
        );
      })}
    </section>
  );
}
