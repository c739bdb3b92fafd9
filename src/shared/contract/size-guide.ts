import { z } from 'zod';
import { MSG } from './messages.ts';
import { Ok, numberLike } from './common.ts';
import { Style, styleInput } from './catalog.ts';
import { sizeField } from './fields.ts';
import { SIZES, bySizeOrder } from '../rules/sizes.ts';
import { MAX_MEASURE_CM, MEASURES, MIN_MEASURE_CM } from '../rules/size-guide.ts';

/** One size's measurements in centimetres (docs/product.md#size-guide). */
export const SizeGuideRow = z.object({
  size: z.enum(SIZES),
  chestCm: z.number(),
  lengthCm: z.number(),
  shoulderCm: z.number(),
});
export type SizeGuideRow = z.infer<typeof SizeGuideRow>;

/** A style as the path names it: `regular`, `oversized`, `hoodie`, `sponsered` (or `sponsored`). */
export const SizeGuideParams = z.object({ style: styleInput() });
export type SizeGuideParams = z.output<typeof SizeGuideParams>;

/** products/size-guide/{style} (public): the style's rows, smallest size first. */
export const SizeGuideReply = z.object({ status: Ok, style: Style, rows: z.array(SizeGuideRow) });
export type SizeGuideReply = z.infer<typeof SizeGuideReply>;

/** 10 to 200 cm with at most one decimal; numbers may arrive as text. */
const MeasureCm = numberLike(MSG.sizeGuideMeasure).pipe(
  z
    .number()
    .min(MIN_MEASURE_CM, { error: MSG.sizeGuideMeasure })
    .max(MAX_MEASURE_CM, { error: MSG.sizeGuideMeasure })
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6, {
      error: MSG.sizeGuideMeasure,
    }),
);

export const SizeGuideRowInput = z.object({
  size: sizeField(MSG.sizeGuideSizes),
  chestCm: MeasureCm,
  lengthCm: MeasureCm,
  shoulderCm: MeasureCm,
});
export type SizeGuideRowInput = z.input<typeof SizeGuideRowInput>;

/**
 * admin/size-guide/{style} (admin): the style's whole table, replacing the one
 * stored. Each size once; a bigger size never measures less than a smaller one (a swapped or
 * mistyped figure), which is reported on the field that breaks the order.
 */
export const SaveSizeGuideBody = z.object({
  rows: z
    .array(SizeGuideRowInput)
    .min(1, { error: MSG.sizeGuideSizes })
    .max(SIZES.length, { error: MSG.sizeGuideSizes })
    .refine((rows) => new Set(rows.map((r) => r.size)).size === rows.length, {
      error: MSG.sizeGuideSizes,
    })
    .superRefine((rows, ctx) => {
      const ordered = rows.map((row, index) => ({ ...row, index })).sort(bySizeOrder);
      ordered.forEach((row, i) => {
        const smaller = ordered[i - 1];
        if (!smaller) return;
        for (const measure of MEASURES) {
          if (row[measure] < smaller[measure]) {
            ctx.addIssue({
              code: 'custom',
              message: MSG.sizeGuideOrder,
              path: [row.index, measure],
            });
          }
        }
      });
    }),
});
export type SaveSizeGuideBody = z.output<typeof SaveSizeGuideBody>;

export const SaveSizeGuideReply = SizeGuideReply.extend({ message: z.string() });
export type SaveSizeGuideReply = z.infer<typeof SaveSizeGuideReply>;
