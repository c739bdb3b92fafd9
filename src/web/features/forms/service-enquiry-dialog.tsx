import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ServiceEnquiryForm, type Service } from '#shared/contract/forms.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { Dialog, DialogClose } from '#web/components/ui/dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { FormConfirmation } from './form-confirmation.tsx';
import { asList, SERVICE_OPTIONS, type ContactPrefill } from './form-choices.ts';
import { useSendServiceEnquiry } from './send-service-enquiry.ts';
import { useFormReceipt } from './use-form-receipt.ts';

type Values = z.input<typeof ServiceEnquiryForm>;

export interface ServiceEnquiryDialogProps {
  onOpenChange: (open: boolean) => void;
  /** The service whose button opened the popup, ticked to start with. */
  service: Service | null;
  prefill: ContactPrefill;
}

const STEPS = [
  'We reply within 2 working days, by e-mail or phone.',
  'We plan it with you and send a quote. Nothing is final until you say yes.',
];

/**
 * The Get Our Services popup (/ourServices, docs/product.md#forms): name, contact number, e-mail, the
 * services and a message. After sending it shows the reference in place of the form. Loaded on
 * demand and mounted only while open.
 */
export function ServiceEnquiryDialog({
  onOpenChange,
  service,
  prefill,
}: ServiceEnquiryDialogProps) {
  const formId = useId();
  const defaults: Values = {
    name: prefill.name,
    email: prefill.email,
    number: prefill.phone,
    serviceNeeded: service ? [service] : [],
    comment: '',
    website: '',
  };
  const send = useSendServiceEnquiry();
  const form = useForm<Values, unknown, ServiceEnquiryForm>({
    resolver: zodResolver(ServiceEnquiryForm),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const { receipt, submit } = useFormReceipt({
    loading: 'Sending your request',
    success: 'Request sent',
  });
  const onSubmit = form.handleSubmit((values) =>
    submit(
      () => send.mutateAsync(values),
      () => form.reset(defaults),
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Get Our Services"
      description={receipt ? undefined : 'Tell us about your club and what you need.'}
      footer={
        receipt ? (
          <DialogClose>
            <Button size="lg">Done</Button>
          </DialogClose>
        ) : (
          <Button type="submit" form={formId} size="lg" loading={send.isPending}>
            Send request
          </Button>
        )
      }
    >
      {receipt ? (
        <FormConfirmation title="Request sent" reply={receipt} steps={STEPS} />
      ) : (
        <form id={formId} noValidate onSubmit={onSubmit} className="relative flex flex-col gap-4">
          <ContactFields
            numberLabel="Contact number"
            fields={{
              name: form.register('name'),
              email: form.register('email'),
              number: form.register('number'),
              website: form.register('website'),
            }}
            errors={{
              name: errors.name?.message,
              email: errors.email?.message,
              number: errors.number?.message,
            }}
          />
          <Controller
            name="serviceNeeded"
            control={form.control}
            render={({ field, fieldState }) => (
              <CheckboxGroup
                name={field.name}
                legend="Services"
                hint="Choose one or more"
                required
                options={SERVICE_OPTIONS}
                value={asList(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextAreaField
            label="Message"
            rows={4}
            maxLength={2000}
            error={errors.comment?.message}
            {...form.register('comment')}
          />
        </form>
      )}
    </Dialog>
  );
}
