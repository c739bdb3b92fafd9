/**
 * Stored product images: the pipeline writes `images/{name}-{uuid}.webp` (up to 1200 px wide) and a
 * narrower copy beside it, `images/{name}-{uuid}-480.webp`. The web uses the pair for `srcset`.
 */
export const IMAGE_FULL_WIDTH = 1200;
export const IMAGE_VARIANT_WIDTHS = [480] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PIPELINE_URL = new RegExp(`^(.*/images/[^/?#]*-${UUID})\\.webp((?:[?#].*)?)$`, 'i');

/** The URL of a stored image's narrower variant; other URLs come back unchanged. */
export function imageVariant(url: string, width: ImageVariantWidth): string {
  const m = PIPELINE_URL.exec(url);
  return m ? `${m[1]}-${width}.webp${m[2] ?? ''}` : url;
}

/** True when the URL was made by the image pipeline (so its variants exist). */
export function hasImageVariants(url: string): boolean {
  return PIPELINE_URL.test(url);
}
