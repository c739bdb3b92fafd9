import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '#web/components/ui/button.tsx';
import { Field, TextAreaField } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { ClubFormSchema, slugOf, type ClubFormValues } from './club-form-values.ts';
import { LogoField } from './logo-field.tsx';

/** Server refusals that belong to one field. */
const FIELD_OF: Record<string, keyof ClubFormValues> = {
  CLUB_SLUG_TAKEN: 'slug',
  CLUB_TAG_TAKEN: 'tag',
  CLUB_MANAGER_EXISTS: 'inviteEmail',
};

/**
 * The admin's club form (docs/product.md#clubs): a new club (with its first manager to invite)
 * or an edit. Every field is checked as the server checks it; a refusal keeps what was typed.
 */
export function ClubForm({
  initial,
  isNew,
  submitLabel,
  onSave,
}: {
  initial: ClubFormValues;
  isNew: boolean;
  submitLabel: string;
  onSave: (values: ClubFormValues) => Promise<unknown>;
}) {
  const [problem, setProblem] = useState('');
  const form = useForm<ClubFormValues>({
    // The schema's output (basis points) is the server's business: the form sends what was typed.
    resolver: zodResolver(ClubFormSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<ClubFormValues>,
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const method = form.watch('payoutMethod');
  const name = form.watch('name');
  const nameField = form.register('name');

  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    try {
      await onSave(values);
    } catch (err) {
      const field = err instanceof ApiError ? FIELD_OF[err.code] : undefined;
      if (field) form.setError(field, { message: (err as Error).message }, { shouldFocus: true });
      else setProblem(err instanceof Error ? err.message : 'The club could not be saved');
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      <section className="grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2 sm:p-6">
        <h2 className="text-lg font-semibold text-ink sm:col-span-2">The club</h2>
        <Field
          label="Name"
          required
          error={errors.name?.message}
          {...nameField}
          onChange={(e) => {
            void nameField.onChange(e);
            // A new club's address follows its name until the admin types one.
            if (isNew && !form.getFieldState('slug').isDirty) {
              form.setValue('slug', slugOf(e.target.value));
            }
          }}
        />
        <Field
          label="Address"
          hint={`The club's page: /clubs/${form.watch('slug') || 'robotics-club'}`}
          required
          autoComplete="off"
          error={errors.slug?.message}
          {...form.register('slug')}
        />
        <Field
          label="Tag"
          hint="The tag its products carry, e.g. robotics: tagged products become the club's"
          required
          autoComplete="off"
          error={errors.tag?.message}
          {...form.register('tag')}
        />
        <Field
          label="Share of each sale (%)"
          hint="Of what each of its items is charged, e.g. 12.5"
          inputMode="decimal"
          required
          error={errors.sharePercent?.message}
          {...form.register('sharePercent')}
        />
        <div className="sm:col-span-2">
          <LogoField
            name={name}
            value={form.watch('logoUrl')}
            onChange={(url) => form.setValue('logoUrl', url, { shouldDirty: true })}
          />
        </div>
        <TextAreaField
          label="About"
          hint="A few lines for the club's page"
          rows={3}
          wrapperClassName="sm:col-span-2"
          error={errors.about?.message}
          {...form.register('about')}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm text-ink sm:col-span-2">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            {...form.register('selfPublish')}
          />
          Publishes itself: its managers' products and drops go live without the admin
        </label>
      </section>

      <section className="grid gap-4 rounded-card border border-line bg-white p-4 sm:grid-cols-2 sm:p-6">
        <h2 className="text-lg font-semibold text-ink sm:col-span-2">How it is paid</h2>
        <Select
          label="Payout method"
          options={[
            { value: 'upi', label: 'UPI' },
            { value: 'bank', label: 'Bank account (NEFT)' },
          ]}
          {...form.register('payoutMethod')}
        />
        {method === 'upi' ? (
          <Field
            label="UPI id"
            hint="e.g. robotics@okaxis"
            autoComplete="off"
            required
            error={errors.upiId?.message}
            {...form.register('upiId')}
          />
        ) : (
          <>
            <Field
              label="Account number"
              inputMode="numeric"
              autoComplete="off"
              required
              error={errors.bankAccount?.message}
              {...form.register('bankAccount')}
            />
            <Field
              label="IFSC"
              hint="e.g. SBIN0001234"
              autoComplete="off"
              className="uppercase"
              required
              error={errors.ifsc?.message}
              {...form.register('ifsc')}
            />
          </>
        )}
      </section>

      {isNew && (
        <section className="grid gap-4 rounded-card border border-line bg-white p-4 sm:p-6">
          <h2 className="text-lg font-semibold text-ink">First manager</h2>
          <Field
            label="E-mail to invite"
            hint="They get a link to sign in (or sign up) and accept; you can invite more later"
            type="email"
            autoComplete="off"
            error={errors.inviteEmail?.message}
            {...form.register('inviteEmail')}
          />
        </section>
      )}

      {problem && (
        <p
          role="alert"
          className="rounded-lg bg-danger/10 px-3 py-2 text-sm font-medium text-danger"
        >
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
