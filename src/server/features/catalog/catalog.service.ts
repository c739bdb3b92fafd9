import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Product } from '#shared/contract/catalog.ts';
import { bySizeOrder } from '#shared/rules/sizes.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { Db } from '../../db/client.ts';
import { productImages, products, productSizes } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';

type ProductRow = typeof products.$inferSelect;

/**
 * Reads products with their sizes and images in three queries (not one per product) and shapes
 * them as the contract's Product. Other areas (cart, wishlist, orders) reuse `loadProducts`.
 */
export async function loadProducts(db: Db, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sizes, images] = await Promise.all([
    db.select().from(productSizes).where(inArray(productSizes.productId, ids)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position)),
  ]);
  return rows.map((row) => ({
    product_id: row.id,
    name: row.name,
    details: row.details,
    description: row.description,
    price: paiseToRupees(row.pricePaise),
    style: row.style,
    imageUrl: images.filter((i) => i.productId === row.id).map((i) => i.url),
    sizeQuantities: sizes
      .filter((s) => s.productId === row.id)
      .map((s) => ({ size_id: s.id, size: s.size, quantity: s.quantity }))
      .sort(bySizeOrder),
    tags: row.tags,
    isInstibuzz: row.isInstibuzz,
  }));
}

/** Every product on sale, newest first. */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.active, true))
    .orderBy(desc(products.id));
  return loadProducts(db, rows);
}

/** One product on sale, or undefined. */
export async function findProduct(db: Db, id: number): Promise<Product | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return (await loadProducts(db, rows))[0];
}

export async function getProduct(db: Db, id: number): Promise<Product> {
  const product = await findProduct(db, id);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return product;
}
