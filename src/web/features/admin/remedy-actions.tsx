import { useId, useState } from 'react';
import type { ItemRemedy } from '#shared/contract/item-remedies.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { useMarkPayoutPaid, useReplacementHandedOver } from './get-remedies.ts';

/** "Mark paid": the payout went by UPI; the admin types its transaction id. */
export function MarkPaidForm({ payout }: { payout: ItemRemedy }) {
  const id = useId();
  const [reference, setReference] = useState('');
  const paid = useMarkPayoutPaid();
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        paid.mutate({ id: payout.id, reference });
      }}
    >
      <Field
        id={id}
        label="UPI transaction id"
        autoComplete="off"
        maxLength={64}
        value={reference}
        error={paid.error?.message}
        wrapperClassName="min-w-0 sm:w-64"
        onChange={(e) => setReference(e.target.value)}
      />
      <Button type="submit" size="sm" loading={paid.isPending} className="self-start sm:mb-1">
        Mark paid
      </Button>
    </form>
  );
}

/** A replacement handed over: with the order's handover code, or a reason. */
export function ReplacementHandoverForm({ replacement }: { replacement: ItemRemedy }) {
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const handed = useReplacementHandedOver();
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        handed.mutate({
          id: replacement.id,
          ...(code.trim() ? { handoverCode: code } : {}),
          reason,
        });
      }}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        <Field
          label="Handover code"
          hint="The 4 digits on the student's order page"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <Field
          label="No code? Say why"
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {handed.error && (
        <p role="alert" className="text-sm text-danger">
          {handed.error.message}
        </p>
      )}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={handed.isPending}
        className="self-start"
      >
        Replacement handed over
      </Button>
    </form>
  );
}
