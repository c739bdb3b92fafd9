import { useEffect, useId, useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx.ts';

export interface OtpInputProps {
  /** One character per box, a space for an empty box ("12 4"); shorter strings fill from the left. */
  value: string;
  onChange: (value: string) => void;
  /** Number of boxes. */
  length?: number;
  /** The group's legend (read by screen readers for every box). */
  label: ReactNode;
  /** Keep the legend for screen readers only (when a heading above already says it). */
  hideLabel?: boolean;
  /** Message under the boxes; marks them invalid. */
  error?: string | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
}

const ignore = () => {};

/** Digits only, at most `n`. */
const digitsOf = (text: string, n: number) => text.replace(/\D/g, '').slice(0, n);

/**
 * A one-time code typed into single-digit boxes: typing moves to the next box, Backspace on an
 * empty box goes back and clears it, arrow keys (and Home/End) move between boxes, and pasting
 * (or the phone's one-time-code autofill) spreads the digits over the boxes. The surrounding
 * form submits on Enter.
 */
export function OtpInput({
  value,
  onChange,
  length = 4,
  label,
  hideLabel,
  error,
  autoFocus,
  disabled,
}: OtpInputProps) {
  const errorId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => (value[i] ?? '').trim());

  const focus = (i: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, i))];
    box?.focus();
    box?.select();
  };
  // A new error (a submit with missing digits): take the person to the first empty box.
  useEffect(() => {
    if (!error) return;
    (boxes.current.find((box) => box && !box.value) ?? boxes.current[0])?.focus();
  }, [error]);

  const emit = (next: string[]) =>
    onChange(
      next
        .map((c) => c || ' ')
        .join('')
        .trimEnd(),
    );

  /** Writes `digits` into the boxes from `start` on and moves focus after the last one. */
  const fill = (start: number, digits: string) => {
    const next = [...chars];
    [...digits].forEach((d, k) => {
      if (start + k < length) next[start + k] = d;
    });
    emit(next);
    focus(start + digits.length);
  };

  const onInput = (i: number, raw: string) => {
    if (raw === '') return emit(chars.map((c, k) => (k === i ? '' : c)));
    let digits = digitsOf(raw, length);
    if (!digits) return;
    // A digit typed beside the one already there (no selection): keep only the new one.
    const old = chars[i];
    if (digits.length === 2 && old && digits.includes(old)) digits = digits.replace(old, '');
    fill(digits.length >= length ? 0 : i, digits);
  };

  const onPaste = (i: number, e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const digits = digitsOf(e.clipboardData.getData('text'), length);
    if (digits) fill(digits.length >= length ? 0 : i, digits);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: i - 1,
      ArrowRight: i + 1,
      Home: 0,
      End: length - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      focus(moves[e.key]!);
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      const target = e.key === 'Backspace' && !chars[i] && i > 0 ? i - 1 : i;
      emit(chars.map((c, k) => (k === target ? '' : c)));
      focus(target);
    }
  };

  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={cx('mb-2 text-sm font-medium text-ink', hideLabel && 'sr-only')}>
        {label}
      </legend>
      <div className="flex gap-3">
        {chars.map((c, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && i === 0}
            aria-label={`Digit ${i + 1} of ${length}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={c}
            // `input`, not React's onChange: onChange skips a digit typed over the same digit,
            // which must still move on to the next box.
            onInput={(e) => onInput(i, e.currentTarget.value)}
            onChange={ignore}
            onPaste={(e) => onPaste(i, e)}
            onKeyDown={(e) => onKeyDown(i, e)}
            onFocus={(e) => e.target.select()}
            className={cx(
              'size-14 rounded-lg border bg-white text-center text-2xl font-semibold text-ink sm:size-16',
              'focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand/30',
              'disabled:bg-surface disabled:text-muted',
              error ? 'border-danger' : 'border-line',
            )}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
