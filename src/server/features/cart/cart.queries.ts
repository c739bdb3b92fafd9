import { and, desc, eq, sql } from 'drizzle-orm';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import type { Db } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartLines, productImages, products, productSizes } from '../../db/schema/index.ts';
import type { ProductRecord, SizeStock } from '../catalog/index.ts';

/** The quantity a cart shows for a size of a pre-order that nothing caps (print to order). */
const DROP_UNCAPPED_LEFT = 1000;

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

/**
 * What a pre-order line can still take of its size (docs/product.md#drops): its drop's counter
 * (the size's own, else the product's) in place of the size's stock, which a pre-order does not
 * use; null for a product in no drop. Placement counts the cap exactly (ADR 019).
 */
const dropLeft = sql`(
  select case when d.cap_kind = 'size' and c.size = '' then 0
              when c.cap is null then ${DROP_UNCAPPED_LEFT}::int
              else greatest(c.cap - c.taken, 0) end
  from drop_stock c join drops d on d.id = c.drop_id
  where c.product_id = ${products.id} and c.size in (${productSizes.size}, '')
  order by d.opens_at desc, d.id desc, c.size desc limit 1)`;

// Each line's product sizes and images, as JSON arrays read in the lines' own query.
const sizesOfProduct = sql<SizeStock[]>`coalesce((
  select json_agg(json_build_object('id', ${productSizes.id}, 'size', ${productSizes.size},
    'quantity', coalesce(${dropLeft}, ${productSizes.quantity})))
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
