import { and, desc, eq } from 'drizzle-orm';
import type { Size } from '#shared/rules/sizes.ts';
import type { Db } from '../../db/client.ts';
import { cartLines, products } from '../../db/schema.ts';
import { loadProducts, type ProductRecord } from '../catalog/catalog.queries.ts';

/** A cart line with its product as it is now (the price is always the product's current one). */
export interface CartLineRecord {
  id: number;
  productId: number;
  size: Size;
  quantity: number;
  teeName: string;
  instiName: string;
  product: ProductRecord;
}

/**
 * The caller's lines, newest first. Lines whose product was taken off sale are left out (kept in
 * the table, so they come back if the product does). Checkout passes its transaction, after
 * `lockCart`, so the lines cannot change before the order is written.
 */
export async function cartLinesOnSale(db: Db, userId: number): Promise<CartLineRecord[]> {
  const rows = await db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), eq(products.active, true)))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  const unique = [...new Map(rows.map((r) => [r.product.id, r.product])).values()];
  const byId = new Map((await loadProducts(db, unique)).map((p) => [p.id, p]));
  return rows.map(({ line }) => ({
    id: line.id,
    productId: line.productId,
    size: line.size,
    quantity: line.quantity,
    teeName: line.teeName,
    instiName: line.instiName,
    product: byId.get(line.productId)!,
  }));
}
