import { and, desc, eq, sql } from 'drizzle-orm';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartLines, productImages, products, productSizes } from '../../db/schema.ts';
import type { ProductRecord, SizeStock } from '../catalog/index.ts';

/** A cart line with its product as it is now (the price is always the product's current one). */
export interface CartLineRecord {
  id: number;
  productId: number;
  size: Size;
  quantity: number;
  teeName: string;
  institutionName: string;
  product: ProductRecord;
}

// Each line's product sizes and images, as JSON arrays read in the lines' own query.
const sizesOfProduct = sql<SizeStock[]>`coalesce((
  select json_agg(json_build_object('id', ${productSizes.id}, 'size', ${productSizes.size},
    'quantity', ${productSizes.quantity}))
  from ${productSizes} where ${productSizes.productId} = ${products.id}), '[]'::json)`;
const imagesOfProduct = sql<string[]>`coalesce((
  select json_agg(${productImages.url} order by ${productImages.position})
  from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json)`;

const linesOnSale = preparedQuery((db) =>
  db
    .select({
      line: cartLines,
      product: products,
      sizes: sizesOfProduct,
      imageUrls: imagesOfProduct,
    })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, sql.placeholder('userId')), eq(products.active, true)))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id))
    .prepare('cart_lines_on_sale'),
);

/**
 * The caller's lines, newest first. Lines whose product was taken off sale are left out (kept in
 * the table, so they come back if the product does). One query with each product's sizes and
 * images, built once (every cart call and checkout reads it; three round trips and their query
 * building were most of a cart read's cost under load). Checkout passes its transaction, after
 * `lockCart`, so the lines cannot change before the order is written.
 */
export async function cartLinesOnSale(db: Db, userId: number): Promise<CartLineRecord[]> {
  const rows = await linesOnSale(db).execute({ userId });
  return rows.map(({ line, product, sizes, imageUrls }) => ({
    id: line.id,
    productId: line.productId,
    size: line.size,
    quantity: line.quantity,
    teeName: line.teeName,
    institutionName: line.institutionName,
    product: {
      id: product.id,
      name: product.name,
      details: product.details,
      description: product.description,
      pricePaise: product.pricePaise,
      compareAtPaise: product.compareAtPaise,
      style: product.style,
      tags: product.tags,
      colors: product.colors,
      isOwnBrand: product.isOwnBrand,
      imageUrls,
      sizes: [...sizes].sort(bySizeOrder),
    },
  }));
}
