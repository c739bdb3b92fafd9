import type { SaveSizeGuideBody, SizeGuideRow } from '#shared/contract/size-guide.ts';
import { cmToMm, mmToCm } from '#shared/rules/size-guide.ts';
import { bySizeOrder } from '#shared/rules/sizes.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller, Visitor } from '../../lib/caller.ts';
import { replaceSizeGuideRows, sizeGuideRowsOf } from './size-guide.queries.ts';

/**
 * The size guide per style (docs/product.md#size-guide): read by anyone from the size chart
 * popup, replaced as a whole by the admin. Kept in millimetres, sent in centimetres.
 */

export interface SizeGuide {
  style: Style;
  rows: SizeGuideRow[];
}

async function readGuide(db: Db, style: Style): Promise<SizeGuide> {
  const rows = await sizeGuideRowsOf(db, style);
  return {
    style,
    rows: rows
      .map((r) => ({
        size: r.size,
        chestCm: mmToCm(r.chestMm),
        lengthCm: mmToCm(r.lengthMm),
        shoulderCm: mmToCm(r.shoulderMm),
      }))
      .sort(bySizeOrder),
  };
}

/** products/size-guide/{style}: the style's rows, smallest size first (none yet: no rows). */
export function getSizeGuide(
  { db }: Pick<AppDeps, 'db'>,
  _caller: Visitor,
  { style }: { style: Style },
): Promise<SizeGuide> {
  return readGuide(db, style);
}

/** admin/size-guide/{style}: the posted rows replace the style's, in one transaction. */
export async function saveSizeGuide(
  { db }: Pick<AppDeps, 'db'>,
  _caller: Caller,
  { style, rows }: SaveSizeGuideBody & { style: Style },
): Promise<SizeGuide & { message: string }> {
  await db.transaction(async (tx) => {
    await replaceSizeGuideRows(
      tx,
      style,
      rows.map((r) => ({
        size: r.size,
        chestMm: cmToMm(r.chestCm),
        lengthMm: cmToMm(r.lengthCm),
        shoulderMm: cmToMm(r.shoulderCm),
      })),
    );
  });
  return { ...(await readGuide(db, style)), message: 'Size guide saved' };
}
