import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface PlainColumn {
  label: ReactNode;
  /** Classes of the column's header cell (its width, say). */
  className?: string;
  /** Classes of the column's body cells. */
  cellClassName?: string;
  /** The space after the column ('pr-2' unless given). */
  pad?: string;
}

export interface PlainRow {
  key: string | number;
  cells: ReactNode[];
}

/**
 * A small printable table: a row of column headers over ruled rows, one cell per column. For
 * lists read at a glance and on paper (sizes and pieces, names to print), not for sorting.
 */
export function PlainTable({
  caption,
  captionClassName = 'sr-only',
  columns,
  rows,
  className,
}: {
  caption?: ReactNode;
  captionClassName?: string;
  columns: readonly PlainColumn[];
  rows: readonly PlainRow[];
  className?: string;
}) {
  return (
    <table className={cx('text-left text-sm', className)}>
      {caption && <caption className={captionClassName}>{caption}</caption>}
      <thead>
        <tr className="border-b border-line text-muted">
          {columns.map((c, i) => (
            <th
              key={i}
              scope="col"
              className={cx('py-1 font-medium', c.pad ?? 'pr-2', c.className)}
            >
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line align-top last:border-0">
            {row.cells.map((cell, i) => (
              <td
                key={i}
                className={cx('py-1.5', columns[i]?.pad ?? 'pr-2', columns[i]?.cellClassName)}
              >
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
