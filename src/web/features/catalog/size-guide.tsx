import { lazy, Suspense, useState } from 'react';
import { MEASURES, MEASURE_LABELS, formatMeasure, type Unit } from '#shared/rules/size-guide.ts';
import { styleLabel, type Style } from '#shared/rules/styles.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cx } from '#web/components/ui/cx.ts';
import { isAdmin, useSession } from '#web/lib/session/session.ts';
import { useSizeGuide } from './get-size-guide.ts';

const SizeGuideEditor = lazy(() =>
  import('./size-guide-editor.tsx').then((m) => ({ default: m.SizeGuideEditor })),
);

const UNIT_KEY = 'size-guide-unit';
const UNITS: readonly { value: Unit; label: string }[] = [
  { value: 'cm', label: 'cm' },
  { value: 'in', label: 'inches' },
];

/** The unit the visitor chose last time (the popup remembers it), centimetres at first. */
function storedUnit(): Unit {
  try {
    return localStorage.getItem(UNIT_KEY) === 'in' ? 'in' : 'cm';
  } catch {
    return 'cm';
  }
}

/**
 * The size guide of the size chart popup (docs/product.md#size-guide): chest, length and
 * shoulder per size in centimetres or inches, switchable; the admin can edit the style's table.
 */
export function SizeGuide({ style }: { style: Style }) {
  const guide = useSizeGuide(style);
  const [unit, setUnit] = useState<Unit>(storedUnit);
  const [editing, setEditing] = useState(false);
  const admin = isAdmin(useSession());

  const choose = (next: Unit) => {
    setUnit(next);
    try {
      localStorage.setItem(UNIT_KEY, next);
    } catch {
      // Private mode: the choice lasts as long as the popup.
    }
  };

  // Plain boxes hold the table's place while it loads (Skeleton here would reorder the shared
  // chunk that / loads first and grow it: scripts/check-first-load.ts).
  if (guide.isPending) return <div aria-hidden="true" className="h-56 rounded-md bg-line" />;
  if (guide.isError) {
    return (
      <p className="text-sm text-muted">The size guide could not be loaded. See the chart below.</p>
    );
  }
  const rows = guide.data.rows;
  if (editing) {
    return (
      <Suspense fallback={<div aria-hidden="true" className="h-56 rounded-md bg-line" />}>
        <SizeGuideEditor style={style} rows={rows} onDone={() => setEditing(false)} />
      </Suspense>
    );
  }
  return (
    <section aria-label="Size guide" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div
          role="group"
          aria-label="Units"
          className="inline-flex rounded-lg border border-line p-0.5"
        >
          {UNITS.map((u) => (
            <button
              key={u.value}
              type="button"
              aria-pressed={unit === u.value}
              onClick={() => choose(u.value)}
              className={cx(
                'min-h-10 min-w-16 rounded-md px-3 text-sm font-semibold',
                unit === u.value ? 'bg-brand text-white' : 'text-ink hover:bg-surface',
              )}
            >
              {u.label}
            </button>
          ))}
        </div>
        {admin && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit size guide
          </Button>
        )}
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">No measurements yet for this style.</p>
      ) : (
        <table className="w-full border-collapse text-left text-base">
          <caption className="sr-only">
            {styleLabel(style)} measurements in {unit === 'cm' ? 'centimetres' : 'inches'}
          </caption>
          <thead>
            <tr className="border-b border-line text-sm text-muted">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Size
              </th>
              {MEASURES.map((m) => (
                <th key={m} scope="col" className="px-2 py-2 text-right font-semibold">
                  {MEASURE_LABELS[m]} ({unit === 'cm' ? 'cm' : 'in'})
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size} className="border-b border-line last:border-0">
                <th scope="row" className="py-2 pr-2 font-semibold text-ink">
                  {row.size}
                </th>
                {MEASURES.map((m) => (
                  <td key={m} className="px-2 py-2 text-right tabular-nums text-ink">
                    {formatMeasure(row[m], unit)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="text-sm text-muted">
        Garment measurements, laid flat: chest is the full round under the arms, length from the
        shoulder&apos;s top to the hem. Compare with a tee that fits you well.
      </p>
    </section>
  );
}
