import { asc, eq } from 'drizzle-orm';
import type { Size } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { Db, Tx } from '../../db/client.ts';
import { sizeGuideRows } from '../../db/schema/index.ts';

/** The size guide's SQL: the `size_guide_rows` of one style, in millimetres. */

export interface SizeGuideMeasures {
  size: Size;
  chestMm: number;
  lengthMm: number;
  shoulderMm: number;
}

export function sizeGuideRowsOf(db: Db, style: Style) {
  return db
    .select()
    .from(sizeGuideRows)
    .where(eq(sizeGuideRows.style, style))
    .orderBy(asc(sizeGuideRows.size));
}

/** Replaces the style's rows with these; run inside the caller's transaction. */
export async function replaceSizeGuideRows(tx: Tx, style: Style, rows: SizeGuideMeasures[]) {
  await tx.delete(sizeGuideRows).where(eq(sizeGuideRows.style, style));
  await tx.insert(sizeGuideRows).values(rows.map((r) => ({ style, ...r })));
}
