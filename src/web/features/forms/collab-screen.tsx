import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CollabForm } from '#shared/contract/forms.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { Field, TextAreaField } from '#web/components/ui/field.tsx';
import { paths } from '#web/lib/routing/paths.ts';
import { ContactFields } from './contact-fields.tsx';
import { FormConfirmation } from './form-confirmation.tsx';
import { FormPage, NextSteps } from './form-page.tsx';
import { asList, PROFILE_OPTIONS, type ContactPrefill } from './form-choices.ts';
import { useSendCollabForm } from './send-collab-form.ts';
import { useFormReceipt } from './use-form-receipt.ts';

type Values = z.input<typeof CollabForm>;

const STEPS = [
  'We look at every application and your work, and reply within 7 days.',
  'If there is a fit, we set up a short call to get to know each other.',
  'We start with a first project together, paid and credited.',
];

/**
 * The collaboration application (/collabForm, docs/product.md#forms): name, e-mail, mobile, portfolio
 * link, the profiles offered (designer, manufacturer, videographer) and why. A signed-in
 * customer's details are filled in. Sending shows the reference.
 */
export function CollabScreen({ prefill }: { prefill: ContactPrefill }) {
  const defaults: Values = {
    name: prefill.name,
    email: prefill.email,
    number: prefill.phone,
    cvLink: '',
    serviceNeeded: [],
    comment: '',
    website: '',
  };
  const send = useSendCollabForm();
  const form = useForm<Values, unknown, CollabForm>({
    resolver: zodResolver(CollabForm),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const { receipt, submit, clear } = useFormReceipt({
    loading: 'Sending your request',
    success: 'Application sent',
  });
  const onSubmit = form.handleSubmit((values) =>
    submit(
      () => send.mutateAsync(values),
      () => form.reset(defaults),
    ),
  );

  return (
    <FormPage
      eyebrow="Collaborate"
      title="Let's work together"
      intro="Designer with a sketchbook full of ideas, manufacturer who cares about quality, or videographer who loves a good shoot? Tell us about yourself and the work you do."
      aside={<NextSteps steps={STEPS} />}
    >
      {receipt ? (
        <FormConfirmation
          title="Application sent"
          reply={receipt}
          actions={
            <>
              <Button onClick={clear}>Send another application</Button>
              <ButtonLink to={paths.home} variant="outline">
                Back to home
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
          <Field
            label="Portfolio link"
            type="url"
            inputMode="url"
            autoComplete="url"
            autoCapitalize="none"
            placeholder="https://"
            hint="Optional: Behance, Instagram, Google Drive or your own site"
            maxLength={500}
            error={errors.cvLink?.message}
            {...form.register('cvLink')}
          />
          <Controller
            name="serviceNeeded"
            control={form.control}
            render={({ field, fieldState }) => (
              <CheckboxGroup
                name={field.name}
                legend="I can help as a"
                hint="Choose one or more"
                required
                columns={1}
                options={PROFILE_OPTIONS}
                value={asList(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
          <TextAreaField
            label="Why would you like to work with us?"
            hint="A few lines about you, your work and what you would like to make"
            rows={5}
            maxLength={2000}
            error={errors.comment?.message}
            {...form.register('comment')}
          />
          <Button type="submit" size="lg" block loading={send.isPending}>
            Send Application
          </Button>
          <p className="text-center text-xs text-muted">
            We use these details only to answer your application.
          </p>
        </form>
      )}
    </FormPage>
  );
}
