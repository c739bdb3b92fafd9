import { count } from 'drizzle-orm';
import type { Storage } from '#server/adapters/storage/storage.ts';
import { storeImage } from '#server/adapters/images/image-pipeline.ts';
import type { TeeDesign } from '#server/demo/artwork/product-art.ts';
import { rupeesToPaise } from '#shared/rules/money.ts';
import { SIZES } from '#shared/rules/sizes.ts';
import { slugFromDetails } from '#shared/rules/slug.ts';
import { sizeChartTitle } from '#shared/rules/styles.ts';
import type { Db } from './client.ts';
import { lockForTransaction } from './locks.ts';
import { productImages, products, productSizes } from './schema.ts';
import { DEMO_CATALOGUE, type DemoProduct } from './seed-catalogue.ts';

/** How product images are made and stored; tests swap in a fast fake. */
export interface SeedArt {
  render(design: TeeDesign): Promise<{ front: Buffer; back: Buffer; sizeChart: Buffer }>;
  store(storage: Storage, originalName: string, image: Buffer): Promise<string>;
}

export interface SeedDeps {
  db: Db;
  storage: Storage;
  log: { info(message: string): void };
  art?: SeedArt;
  catalogue?: readonly DemoProduct[];
}

const realArt: SeedArt = {
  // Loaded when a seed runs, not at every start (the artwork pulls in sharp).
  render: async (design) =>
    (await import('#server/demo/artwork/product-art.ts')).renderProductImages(design),
  store: storeImage,
};

/**
 * Fills an empty shop with the demo catalogue (products, stock per size, rendered images in the
 * order front, back, size chart). Does nothing when any product exists. One transaction under a
 * database-wide lock: two processes starting together seed once, and a failure leaves no half
 * catalogue (image files already stored stay behind, unreferenced).
 */
export async function seedDemoCatalogue(
  deps: SeedDeps,
): Promise<{ seeded: boolean; products: number }> {
  const art = deps.art ?? realArt;
  const catalogue = deps.catalogue ?? DEMO_CATALOGUE;
  return deps.db.transaction(async (tx) => {
    await lockForTransaction(tx, 'seed-demo-catalogue');
    const [existing] = await tx.select({ n: count() }).from(products);
    if (existing && existing.n > 0) return { seeded: false, products: existing.n };

    deps.log.info(`Seeding the demo catalogue (${catalogue.length} products with images)`);
    for (const item of catalogue) {
      const urls = await renderAndStore(deps.storage, art, item);
      const [row] = await tx
        .insert(products)
        .values({
          name: item.name,
          details: item.details,
          description: item.description,
          pricePaise: rupeesToPaise(item.priceRupees),
          style: item.style,
          tags: item.tags,
          isInstibuzz: item.isInstibuzz,
          colors: item.colors,
        })
        .returning({ id: products.id });
      const productId = row!.id;
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

async function renderAndStore(storage: Storage, art: SeedArt, item: DemoProduct) {
  const images = await art.render({ ...item.design, style: item.style });
  const stem = slugFromDetails(item.details);
  return Promise.all([
    art.store(storage, `${stem}-front.webp`, images.front),
    art.store(storage, `${stem}-back.webp`, images.back),
    art.store(storage, `${stem}-size-chart.webp`, images.sizeChart),
  ]);
}
