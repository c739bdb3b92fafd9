import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DeliveredForm } from '#shared/contract/admin-orders.ts';
import { Field, TextAreaField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { notify } from '#web/lib/toast/toast.ts';

/** The form behind HandoverFields; the code is checked only where the order has one. */
export function useHandoverForm(withCode: boolean) {
  return useForm<DeliveredForm>({
    resolver: withCode ? zodResolver(DeliveredForm) : undefined,
    defaultValues: { handoverCode: '', reason: '' },
  });
}

/** What the call sends: the code typed, or else the reason. */
export function handoverProof(values: DeliveredForm) {
  const code = values.handoverCode.replace(/\s/g, '');
  return code ? { handoverCode: code } : { reason: values.reason.trim() };
}

/**
 * A refused handover: a wrong code under its field; anything else a toast, and a refusal for a
 * changed order (409) closes the dialog, the page having refreshed to the latest state.
 */
export function showHandoverRefusal(
  error: unknown,
  form: UseFormReturn<DeliveredForm>,
  close: () => void,
) {
  if (error instanceof ApiError && error.code === 'HANDOVER_CODE_WRONG') {
    form.setError('handoverCode', { message: error.message });
    return;
  }
  notify.error(error instanceof Error ? error.message : 'Please try again.');
  if (error instanceof ApiError && error.httpStatus === 409) close();
}

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
