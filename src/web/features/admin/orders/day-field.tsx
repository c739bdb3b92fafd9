import { useState } from 'react';
import { Field } from '#web/components/ui/field.tsx';
import { dayText, isoDay } from './day-text.ts';

/**
 * A day typed as dd-mm-yyyy (day-text.ts), the way the orders list shows dates. It is applied
 * when the field is left or Enter is pressed, not at every keystroke (half a date is no filter);
 * `value` and `onChange` are yyyy-mm-dd, or '' for no day.
 */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
}) {
  const [text, setText] = useState(() => dayText(value));
  const [error, setError] = useState<string>();
  // The address changed by itself (Back, a link): show its day.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(dayText(value));
    setError(undefined);
  }
  const apply = () => {
    const iso = isoDay(text);
    if (iso === null) return setError('Enter a day as dd-mm-yyyy');
    setError(undefined);
    setText(dayText(iso));
    if (iso !== value) onChange(iso);
  };
  return (
    <Field
      label={`${label} (dd-mm-yyyy)`}
      placeholder="dd-mm-yyyy"
      inputMode="numeric"
      autoComplete="off"
      value={text}
      error={error}
      onChange={(e) => setText(e.target.value)}
      onBlur={apply}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          apply();
        }
      }}
    />
  );
}
