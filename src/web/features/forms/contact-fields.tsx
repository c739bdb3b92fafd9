import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field.tsx';
import { EmailField } from '#web/components/ui/email-field.tsx';

type Key = 'name' | 'email' | 'number';

export interface ContactFieldsProps {
  /** `form.register(...)` of name, email, number and the honeypot `website`. */
  fields: Record<Key | 'website', UseFormRegisterReturn>;
  errors: Partial<Record<Key, string | undefined>>;
  /** "Mobile number" (ticket, collab) or "Contact number" (Get Our Services). */
  numberLabel?: string;
}

/**
 * Name, e-mail and mobile number, which every contact form asks for, plus the honeypot: a field
 * people never see or reach (off screen, hidden from screen readers, out of the tab order) that
 * form-filling bots fill in.
 */
export function ContactFields({
  fields,
  errors,
  numberLabel = 'Mobile number',
}: ContactFieldsProps) {
  const trapId = useId();
  return (
    <>
      <Field
        label="Name"
        autoComplete="name"
        required
        maxLength={100}
        error={errors.name}
        {...fields.name}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField error={errors.email} {...fields.email} />
        <Field
          label={numberLabel}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="10 digits; +91 optional"
          required
          error={errors.number}
          {...fields.number}
        />
      </div>
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={trapId}>Leave this empty</label>
        <input id={trapId} type="text" tabIndex={-1} autoComplete="off" {...fields.website} />
      </div>
    </>
  );
}
