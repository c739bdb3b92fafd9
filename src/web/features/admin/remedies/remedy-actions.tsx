import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeliveredForm } from '#shared/contract/admin-orders.ts';
import type { ItemRemedy } from '#shared/contract/item-remedies.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { useMarkPayoutPaid, useReplacementHandedOver } from './get-remedies.ts';
import { HandoverFields } from '#web/features/admin/shared/handover-fields.tsx';

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

/**
 * A replacement handed over: with the order's handover code, or a reason (the fields and checks
 * of "Mark as delivered").
 */
export function ReplacementHandoverForm({ replacement }: { replacement: ItemRemedy }) {
  const form = useForm<DeliveredForm>({
    resolver: zodResolver(DeliveredForm),
    defaultValues: { handoverCode: '', reason: '' },
  });
  const handed = useReplacementHandedOver();
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={form.handleSubmit(({ handoverCode, reason }) =>
        handed.mutate({
          id: replacement.id,
          ...(handoverCode.trim() ? { handoverCode } : {}),
          reason,
        }),
      )}
    >
      <HandoverFields form={form} />
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
