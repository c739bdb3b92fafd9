import type { UseFormReturn } from 'react-hook-form';
import type { DeliveredForm } from '#shared/contract/admin-orders.ts';
import { Field, TextAreaField } from '#web/components/ui/field.tsx';

/**
 * The student's handover code, or why it is handed over without it: what "Mark as delivered"
 * and "Hand over order" ask for pickup and hostel orders.
 */
export function HandoverFields({ form }: { form: UseFormReturn<DeliveredForm> }) {
  const { errors } = form.formState;
  return (
    <>
      <Field
        label="Handover code"
        hint="The 4 digits on the student's order page"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        error={errors.handoverCode?.message}
        {...form.register('handoverCode')}
      />
      <TextAreaField
        label="No code? Say why"
        rows={2}
        hint="For example: friend collected, ID seen"
        error={errors.reason?.message}
        {...form.register('reason')}
      />
    </>
  );
}
