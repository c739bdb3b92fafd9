import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TicketForm } from '#shared/contract/forms.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { ContactFields } from './contact-fields.tsx';
import { FormConfirmation } from './form-confirmation.tsx';
import { FormPage, NextSteps } from './form-page.tsx';
import { asList, SERVICE_OPTIONS, type ContactPrefill } from './form-choices.ts';
import { useRaiseTicket } from './raise-ticket.ts';
import { useFormReceipt } from './use-form-receipt.ts';

type Values = z.input<typeof TicketForm>;

const STEPS = [
  'We read your ticket and reply within 2 working days, by e-mail or phone.',
  'We talk through what you need: quantities, designs, dates and budget.',
  'You get a clear plan and a quote. Nothing is final until you say yes.',
];

/**
 * Contact us (/ticket, docs/product.md#forms): name, e-mail, mobile number, the services needed and
 * comments. A signed-in customer's details are filled in. Sending shows the reference.
 */
export function TicketScreen({ prefill }: { prefill: ContactPrefill }) {
  const defaults: Values = {
    name: prefill.name,
    email: prefill.email,
    number: prefill.phone,
    serviceNeeded: [],
    comment: '',
    website: '',
  };
  const send = useRaiseTicket();
  const form = useForm<Values, unknown, TicketForm>({
    resolver: zodResolver(TicketForm),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const { receipt, submit, clear } = useFormReceipt({
    loading: 'Raising Ticket',
    success: 'Ticket raised',
  });
  const onSubmit = form.handleSubmit((values) =>
    submit(
      () => send.mutateAsync(values),
      () => form.reset(defaults),
    ),
  );

  return (
    <FormPage
      eyebrow="Contact us"
      title="Raise a ticket"
      intro={
        <>
          <p>
            For clubs, fests and teams planning merch: tell us what you need, whether it is
            manufacturing, design, sales or visibility, and our team will get back to you.
          </p>
          <p className="mt-3 rounded-lg border border-line bg-white px-3 py-2 text-sm leading-6 text-ink md:text-base">
            Ordered from the shop and something is wrong (not received, wrong size, damaged, paid
            but no order)? Open the order in{' '}
            <Link
              to={paths.myOrders}
              className="font-semibold text-brand underline underline-offset-2"
            >
              My Orders
            </Link>{' '}
            and use Help with this order: it reaches us with your order attached.
          </p>
        </>
      }
      aside={<NextSteps steps={STEPS} />}
    >
      {receipt ? (
        <FormConfirmation
          title="Ticket raised"
          reply={receipt}
          actions={
            <>
              <Button onClick={clear}>Raise another ticket</Button>
              <ButtonLink to={paths.shop} variant="outline">
                Back to the shop
              </ButtonLink>
            </>
          }
        />
      ) : (
        <form noValidate onSubmit={onSubmit} className="relative flex flex-col gap-5">
          <ContactFields
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
                legend="Services needed"
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
            label="Comments"
            hint="Quantities, dates, budget: anything that helps us help you"
            rows={5}
            maxLength={2000}
            error={errors.comment?.message}
            {...form.register('comment')}
          />
          <Button type="submit" size="lg" block loading={send.isPending}>
            Raise Ticket
          </Button>
          <p className="text-center text-xs text-muted">
            We use these details only to answer your ticket.
          </p>
        </form>
      )}
    </FormPage>
  );
}
