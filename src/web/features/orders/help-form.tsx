import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { HelpRequestForm } from '#shared/contract/order-help.ts';
import { imageFileProblem, UPLOAD_TYPES } from '#shared/rules/admin.ts';
import { HELP_ISSUE_LABELS, HELP_MESSAGE_MAX, type HelpIssue } from '#shared/rules/order-help.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxGroup } from '#web/components/ui/checkbox-group.tsx';
import { Field, FieldFrame, TextAreaField, describedBy } from '#web/components/ui/field.tsx';
import { RadioGroup } from '#web/components/ui/radio-group.tsx';
import { ApiError } from '#web/lib/api/api-error.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useAskForHelp, type HelpScope } from './order-help.ts';

type Values = z.input<typeof HelpRequestForm>;

const HINTS: Partial<Record<HelpIssue, string>> = {
  paid_no_order: 'Money left your account but no order appeared',
  size_exchange: 'We tell you how to swap it for another size',
};

export interface HelpFormProps {
  scope: HelpScope;
  /** The issues offered, in order (the first is chosen; with only one, no choice is shown). */
  issues: readonly HelpIssue[];
  /** The order's items, all ticked to begin with; none for "paid but no order". */
  items?: { value: string; label: string }[];
  onSent: () => void;
  onCancel: () => void;
}

/**
 * The Help form (docs/product.md#help-with-an-order): the issue, the items, what happened, the
 * payment's reference for "paid but no order", and an optional photo. A failed send keeps
 * everything typed and chosen.
 */
export function HelpForm({ scope, issues, items = [], onSent, onCancel }: HelpFormProps) {
  const ask = useAskForHelp(scope);
  const photoId = useId();
  const photoInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const form = useForm<Values, unknown, HelpRequestForm>({
    resolver: zodResolver(HelpRequestForm),
    defaultValues: {
      issue: issues[0],
      message: '',
      items: items.map((i) => i.value),
      transactionId: '',
    },
  });
  const { errors } = form.formState;
  const issue = form.watch('issue');

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    if (photoError) return;
    try {
      const reply = await ask.mutateAsync({ values, photo });
      notify.success(reply.message);
      onSent();
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const aboutPhoto =
        err instanceof ApiError && ['INVALID_IMAGE', 'PAYLOAD_TOO_LARGE'].includes(err.code);
      if (aboutPhoto) setPhotoError(message);
      else setFailure(message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {issues.length > 1 && (
        <Controller
          name="issue"
          control={form.control}
          render={({ field, fieldState }) => (
            <RadioGroup
              name={field.name}
              legend="What is the problem?"
              options={issues.map((i) => ({
                value: i,
                label: HELP_ISSUE_LABELS[i],
                description: HINTS[i],
              }))}
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      {items.length > 1 && (
        <Controller
          name="items"
          control={form.control}
          render={({ field }) => (
            <CheckboxGroup
              name={field.name}
              legend="Which items?"
              hint="Leave all ticked if it is about the whole order"
              options={items}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              columns={1}
            />
          )}
        />
      )}
      {issue === 'paid_no_order' && (
        <Field
          label="Transaction id or payment reference"
          hint="From your bank or UPI app, or the payment page"
          required
          autoComplete="off"
          maxLength={64}
          error={errors.transactionId?.message}
          {...form.register('transactionId')}
        />
      )}
      <TextAreaField
        label="What happened?"
        hint={`What you expected and what you got (up to ${HELP_MESSAGE_MAX} characters)`}
        required
        rows={4}
        maxLength={HELP_MESSAGE_MAX}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FieldFrame
        id={photoId}
        label="Photo (optional)"
        hint={
          issue === 'paid_no_order'
            ? 'A screenshot of the payment: JPEG, PNG or WebP, up to 10 MB'
            : 'A JPEG, PNG or WebP picture of the item, up to 10 MB'
        }
        error={photoError}
      >
        <input
          id={photoId}
          ref={photoInput}
          type="file"
          accept={UPLOAD_TYPES.join(',')}
          className="block w-full text-sm text-ink file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:font-semibold file:text-ink"
          {...describedBy(photoId, true, photoError)}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            setPhoto(file);
            setPhotoError(file ? (imageFileProblem(file) ?? undefined) : undefined);
          }}
        />
      </FieldFrame>
      {failure && (
        <p role="alert" className="rounded-lg bg-danger/10 px-3 py-2 text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={ask.isPending}>
          Send request
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
