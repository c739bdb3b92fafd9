/**
 * Rows for tests that need a user or a product without going through the API. Values are
 * unique per call, so tests sharing a database do not collide.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  productImages,
  products,
  productSizes,
  users,
  type NewProduct,
  type NewUser,
} from '#server/db/schema/index.ts';
import { SIZES, type Size } from '#shared/rules/sizes.ts';

export async function insertUser(db: Db, values: Partial<NewUser> = {}) {
  const tag = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(users)
    .values({
      email: `student-${tag}@example.com`,
      name: 'Test Student',
      phone: '9876543210',
      passwordHash: 'not-a-real-hash',
      ...values,
    })
    .returning();
  return row!;
}

export interface TestProduct {
  id: number;
  /** `size_id` of each size. */
  sizeIds: Record<Size, number>;
}

/**
 * A product with all six sizes (`stock` per size, default 10 each) and two images (the last
 * is the size chart). Price in paise, ₹499 by default.
 */
export async function insertProduct(
  db: Db,
  values: Partial<NewProduct> = {},
  stock: Partial<Record<Size, number>> = {},
): Promise<TestProduct> {
  const tag = randomUUID().slice(0, 8);
  const [product] = await db
    .insert(products)
    .values({
      name: `Test Tee ${tag}`,
      details: `Test Tee ${tag} Regular - White`,
      description: 'A tee made for tests.',
      pricePaise: 49_900,
      style: 'regular',
      ...values,
    })
    .returning({ id: products.id });
  const id = product!.id;
  const sizes = await db
    .insert(productSizes)
    .values(SIZES.map((size) => ({ productId: id, size, quantity: stock[size] ?? 10 })))
    .returning({ id: productSizes.id, size: productSizes.size });
  await db.insert(productImages).values([
    { productId: id, position: 0, url: `/uploads/images/test-${tag}-front.webp`, alt: 'front' },
    {
      productId: id,
      position: 1,
      url: `/uploads/images/test-${tag}-chart.webp`,
      alt: 'size chart',
    },
  ]);
  const sizeIds = Object.fromEntries(sizes.map((s) => [s.size, s.id])) as Record<Size, number>;
  return { id, sizeIds };
}

/**
 * A reader of a size's stock (`quantity` of a `size_id`) straight from the database, for tests that
 * check what a call left: `const stockOf = stockReader(database)`.
 */
export const stockReader =
  (database: { db: Db }) =>
  async (sizeId: number): Promise<number> =>
    (await database.db.select().from(productSizes).where(eq(productSizes.id, sizeId)))[0]!.quantity;
