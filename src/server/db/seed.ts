import { count } from 'drizzle-orm';
import type { Storage } from '#server/adapters/storage/storage.ts';
import { putImageSet, type ImageSet } from '#server/adapters/images/image-pipeline.ts';
import { rupeesToPaise } from '#shared/rules/money.ts';
import { referencePrice, type PricePoint } from '#shared/rules/reference-price.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { slugFromDetails } from '#shared/rules/slug.ts';
import { sizeChartTitle } from '#shared/rules/styles.ts';
import type { Db } from './client.ts';
import { DEMO_IMAGE_VIEWS, loadDemoImages } from './demo-images.ts';
import { lockForTransaction } from './locks.ts';
import { productImages, productPrices, products, productSizes } from './schema/index.ts';
import { DEMO_CATALOGUE, type DemoProduct } from './seed-catalogue.ts';

/** Where product images come from and how they are stored; tests swap in a fast fake. */
export interface SeedArt {
  /** Each product's pictures (front, back, size chart), encoded; in the catalogue's order. */
  images(catalogue: readonly DemoProduct[]): Promise<ImageSet[][]>;
  store(storage: Storage, originalName: string, image: ImageSet): Promise<string>;
}

export interface SeedDeps {
  db: Db;
  storage: Storage;
  log: { info(message: string): void };
  art?: SeedArt;
  catalogue?: readonly DemoProduct[];
}

/** The pictures drawn at build time (demo-images.ts), stored as they are: no image work here. */
const builtArt = (log: SeedDeps['log']): SeedArt => ({
  images: (catalogue) =>
    loadDemoImages(
      catalogue.map((item) => slugFromDetails(item.details)),
      log,
    ),
  store: putImageSet,
});

/**
 * Fills an empty shop with the demo catalogue (products, stock per size, rendered images in the
 * order front, back, size chart). Does nothing when any product exists. One transaction under a
 * database-wide lock: two processes starting together seed once, and a failure leaves no half
 * catalogue (image files already stored stay behind, unreferenced).
 */
export async function seedDemoCatalogue(
  deps: SeedDeps,
): Promise<{ seeded: boolean; products: number }> {
  const art = deps.art ?? builtArt(deps.log);
  const catalogue = deps.catalogue ?? DEMO_CATALOGUE;
  return deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, 'seed-demo-catalogue');
    const [existing] = await tx.select({ n: count() }).from(products);
    if (existing && existing.n > 0) return { seeded: false, products: existing.n };

    deps.log.info(`Seeding the demo catalogue (${catalogue.length} products with images)`);
    const pictures = await art.images(catalogue);
    const now = Date.now();
    for (const [i, item] of catalogue.entries()) {
      const urls = await store(deps.storage, art, item, pictures[i]!);
      const prices = demoPrices(item, now);
      const current = prices.at(-1)!;
      const [row] = await tx
        .insert(products)
        .values({
          name: item.name,
          details: item.details,
          description: item.description,
          pricePaise: current.pricePaise,
          compareAtPaise: referencePrice(prices.slice(0, -1), current.from, current.pricePaise),
          style: item.style,
          tags: item.tags,
          isOwnBrand: item.isOwnBrand,
          colors: item.colors,
        })
        .returning({ id: products.id });
      const productId = row!.id;
      await tx
        .insert(productPrices)
        .values(prices.map((p) => ({ productId, pricePaise: p.pricePaise, validFrom: p.from })));
      await tx
        .insert(productSizes)
        .values(SIZES.map((size) => ({ productId, size, quantity: item.stock[size] })));
      const alts = [
        `${item.name}, front`,
        `${item.name}, back`,
        `${sizeChartTitle(item.style)} size chart`,
      ];
      await tx
        .insert(productImages)
        .values(urls.map((url, position) => ({ productId, position, url, alt: alts[position] })));
    }
    return { seeded: true, products: catalogue.length };
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A demo product's price history (docs/product.md#reference-prices): its price for the last 40
 * days or, with a previous price, that one for a month and its price for the last 10 days, so
 * the shop starts with a few real price cuts to strike through.
 */
function demoPrices(item: DemoProduct, now: number): PricePoint[] {
  const price = { pricePaise: rupeesToPaise(item.priceRupees), from: new Date(now - 10 * DAY_MS) };
  if (item.compareAtRupees === undefined) return [{ ...price, from: new Date(now - 40 * DAY_MS) }];
  return [
    { pricePaise: rupeesToPaise(item.compareAtRupees), from: new Date(now - 40 * DAY_MS) },
    price,
  ];
}

function store(storage: Storage, art: SeedArt, item: DemoProduct, pictures: ImageSet[]) {
  const stem = slugFromDetails(item.details);
  return Promise.all(
    DEMO_IMAGE_VIEWS.map((view, i) => art.store(storage, `${stem}-${view}.webp`, pictures[i]!)),
  );
}
