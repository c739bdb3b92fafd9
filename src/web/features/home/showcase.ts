import type { Product } from '#shared/contract/catalog.ts';
import { paths } from '#web/lib/routing/paths.ts';

/** One picture in the New collection section (docs/product.md#home). */
export interface ShowcaseItem {
  productName: string;
  image: string;
  link: string;
}

/** The two slots of New collection: each cycles its own three products at its own pace. */
export const SHOWCASE_SLOTS = [
  { names: ['Average IITian', 'Take Lite', 'Boss Baby'], intervalMs: 4109 },
  { names: ['White IIT M', 'Green IIT M', 'Entrepreneurial Flame'], intervalMs: 5931 },
] as const;

const normalise = (name: string) => name.trim().toLowerCase();

/** The named products that exist in the catalogue and have a picture, in the list's order. */
export function pickShowcase(products: readonly Product[], names: readonly string[]) {
  const byName = new Map(products.map((p) => [normalise(p.name), p]));
  return names.flatMap((name): ShowcaseItem[] => {
    const product = byName.get(normalise(name));
    const image = product?.imageUrl[0];
    return product && image ? [{ productName: product.name, image, link: paths.shop }] : [];
  });
}
