import { useState, type FormEvent } from 'react';
import { SaveSizeGuideBody, type SizeGuideRow } from '#shared/contract/size-guide.ts';
import { MEASURES, MEASURE_LABELS, type Measure } from '#shared/rules/size-guide.ts';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import { styleLabel, type Style } from '#shared/rules/styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { controlClass } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api/api-client.ts';
import { notify } from '#web/lib/toast/toast.ts';
import { useSaveSizeGuide } from './get-size-guide.ts';

type Draft = Record<Size, Record<Measure, string>>;

const draftOf = (rows: readonly SizeGuideRow[]): Draft =>
  Object.fromEntries(
    SIZES.map((size) => {
      const row = rows.find((r) => r.size === size);
      return [size, Object.fromEntries(MEASURES.map((m) => [m, row ? String(row[m]) : '']))];
    }),
  ) as Draft;

/**
 * The admin's editor of a style's size guide, inside the size chart popup: every size's chest,
 * length and shoulder in cm; a size left blank is not in the guide. Checked with the server's own
 * rules before it is sent (docs/product.md#size-guide).
 */
export function SizeGuideEditor({
  style,
  rows,
  onDone,
}: {
  style: Style;
  rows: readonly SizeGuideRow[];
  onDone: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(rows));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const save = useSaveSizeGuide(style);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const filled = SIZES.filter((size) => MEASURES.some((m) => draft[size][m].trim() !== ''));
    const body = { rows: filled.map((size) => ({ size, ...draft[size] })) };
    const parsed = SaveSizeGuideBody.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      let general: string | undefined;
      for (const issue of parsed.error.issues) {
        const [, index, measure] = issue.path;
        const size = typeof index === 'number' ? filled[index] : undefined;
        if (size && typeof measure === 'string') found[`${size}.${measure}`] ??= issue.message;
        else general ??= issue.message;
      }
      setErrors(found);
      setFormError(general);
      return;
    }
    setErrors({});
    setFormError(undefined);
    try {
      const reply = await save.mutateAsync(body);
      notify.success(reply.message);
      onDone();
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : 'The size guide was not saved.');
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-muted">
        Measurements in cm, one decimal at most. This table is shown on every {styleLabel(style)}{' '}
        product. Leave a size blank to leave it out.
      </p>
      <div className="grid grid-cols-[3rem_repeat(3,minmax(0,1fr))] items-start gap-2">
        <span className="text-sm font-semibold text-muted">Size</span>
        {MEASURES.map((m) => (
          <span key={m} className="text-sm font-semibold text-muted">
            {MEASURE_LABELS[m]}
          </span>
        ))}
        {SIZES.map((size) => (
          <SizeRow
            key={size}
            size={size}
            values={draft[size]}
            errors={errors}
            onChange={(m, value) => setDraft((d) => ({ ...d, [size]: { ...d[size], [m]: value } }))}
          />
        ))}
      </div>
      {formError && (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          Save size guide
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SizeRow({
  size,
  values,
  errors,
  onChange,
}: {
  size: Size;
  values: Record<Measure, string>;
  errors: Record<string, string>;
  onChange: (measure: Measure, value: string) => void;
}) {
  return (
    <>
      <span className="flex min-h-11 items-center font-semibold text-ink">{size}</span>
      {MEASURES.map((m) => {
        const error = errors[`${size}.${m}`];
        const id = `size-guide-${size}-${m}`;
        return (
          <div key={m} className="flex min-w-0 flex-col gap-1">
            <input
              id={id}
              inputMode="decimal"
              aria-label={`${MEASURE_LABELS[m]} of ${size} in cm`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              value={values[m]}
              onChange={(e) => onChange(m, e.target.value)}
              className={controlClass(!!error)}
            />
            {error && (
              <p id={`${id}-error`} className="text-xs text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </>
  );
}
