import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatRupees } from '#shared/rules/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useRecordPayout } from './get-club-money.ts';

interface PayoutFields {
  amount: string;
  paidOn: string;
  channel: 'upi' | 'neft';
  reference: string;
  note: string;
}

const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The admin records a payout (docs/product.md#a-clubs-money). More than the balance is refused by
 * the server; the form then asks to confirm and sends it again with `aboveBalance`. The typed
 * fields stay as they are after a refusal.
 */
export function PayoutForm({ slug, balance }: { slug: string; balance: number }) {
  const record = useRecordPayout(slug);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<PayoutFields>({
    defaultValues: { amount: '', paidOn: today(), channel: 'upi', reference: '', note: '' },
  });
  const send = (aboveBalance: boolean) =>
    form.handleSubmit(async (f) => {
      try {
        const reply = await record.mutateAsync({ ...f, aboveBalance });
        notify.success(reply.message);
        setConfirming(false);
        form.reset({ ...f, amount: '', reference: '', note: '' });
      } catch (err) {
        setConfirming(err instanceof ApiError && err.code === 'PAYOUT_ABOVE_BALANCE');
      }
    });
  return (
    <form
      noValidate
      onSubmit={(e) => void send(false)(e)}
      aria-labelledby="payout-heading"
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="payout-heading" className="text-lg font-semibold text-ink">
        Record a payout
      </h2>
      <p className="text-sm text-muted">
        Balance now:{' '}
        <span className="font-semibold text-ink">
          {balance < 0 ? `−${formatRupees(-balance)}` : formatRupees(balance)}
        </span>
        . Record money the shop has sent to the club&apos;s account; its managers get an e-mail.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Amount (₹)" inputMode="decimal" {...form.register('amount')} />
        <Field label="Paid on" type="date" max={today()} {...form.register('paidOn')} />
        <Select
          label="Paid by"
          options={[
            { value: 'upi', label: 'UPI' },
            { value: 'neft', label: 'NEFT' },
          ]}
          {...form.register('channel')}
        />
        <Field
          label="Reference (UTR)"
          hint="4–40 letters, digits, -, / or _"
          autoComplete="off"
          maxLength={40}
          {...form.register('reference')}
        />
        <Field
          label="Note"
          hint="Optional"
          maxLength={200}
          wrapperClassName="sm:col-span-2"
          {...form.register('note')}
        />
      </div>
      {record.error && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
        >
          {record.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="lg" loading={record.isPending && !confirming}>
          Record payout
        </Button>
        {confirming && (
          <Button
            type="button"
            size="lg"
            variant="outline"
            loading={record.isPending}
            onClick={(e) => void send(true)(e)}
          >
            Pay more than the balance
          </Button>
        )}
      </div>
    </form>
  );
}
