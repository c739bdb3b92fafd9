import { Field, type FieldProps } from './field.tsx';

export interface EmailFieldProps extends Omit<FieldProps, 'label' | 'type'> {
  label?: FieldProps['label'];
}

/** An e-mail input: e-mail keyboard, autofill, no auto-capitalisation; labelled "Email". */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return (
    <Field
      label={label}
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      required
      {...props}
    />
  );
}
