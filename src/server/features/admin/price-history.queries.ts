import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Paise } from '#shared/rules/money.ts';
import type { PricePoint } from '#shared/rules/reference-price.ts';
import type { Db, Tx } from '../../db/client.ts';
import { productPrices } from '../../db/schema/index.ts';

const point = { pricePaise: productPrices.pricePaise, from: productPrices.validFrom };

/** The product's latest price and when it began, or undefined when it has no history. */
export async function latestPrice(db: Db | Tx, productId: number): Promise<PricePoint | undefined> {
  const [row] = await db
    .select(point)
    .from(productPrices)
    .where(eq(productPrices.productId, productId))
    .orderBy(desc(productPrices.validFrom), desc(productPrices.id))
    .limit(1);
  return row;
}

/**
 * The product's prices in force from `since` on, in the order they began: the one in force at
 * `since` and every later one (a few rows, whatever the length of the history).
 */
export async function pricesSince(
  db: Db | Tx,
  productId: number,
  since: Date,
): Promise<PricePoint[]> {
  const ofProduct = eq(productPrices.productId, productId);
  const [inForce] = await db
    .select(point)
    .from(productPrices)
    .where(and(ofProduct, lte(productPrices.validFrom, since)))
    .orderBy(desc(productPrices.validFrom), desc(productPrices.id))
    .limit(1);
  const later = await db
    .select(point)
    .from(productPrices)
    .where(and(ofProduct, gt(productPrices.validFrom, since)))
    .orderBy(asc(productPrices.validFrom), asc(productPrices.id));
  return inForce ? [inForce, ...later] : later;
}

/** The product's price is `pricePaise` from `from` on. */
export async function insertPrice(
  tx: Tx,
  productId: number,
  pricePaise: Paise,
  from: Date,
): Promise<void> {
  await tx.insert(productPrices).values({ productId, pricePaise, validFrom: from });
}
