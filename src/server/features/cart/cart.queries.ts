import { and, desc, eq } from 'drizzle-orm';
import type { CartLine, CartReply } from '#shared/contract/cart.ts';
import type { Product } from '#shared/contract/catalog.ts';
import {
  cartTotalsPaise,
  type DeliveryCharges,
  type DeliveryMethod,
} from '#shared/rules/delivery.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { cartLines, products } from '../../db/schema.ts';
import { loadProducts } from '../catalog/catalog.service.ts';

/**
 * Reading the cart. Lines whose product was taken off sale are left out (kept in the table, so
 * they come back if the product does); every price is the product's current one.
 */

function linesOnSale(db: Db, userId: number) {
  return db
    .select({ line: cartLines, product: products })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.userId, userId), eq(products.active, true)))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));
}

function toCartLine(line: typeof cartLines.$inferSelect, product: Product): CartLine {
  return {
    orderItem_id: line.id,
    quantity: line.quantity,
    size: line.size,
    style: product.style,
    price: product.price,
    teeName: line.teeName,
    instiName: line.instiName,
    product: {
      product_id: product.product_id,
      name: product.name,
      details: product.details,
      price: product.price,
      style: product.style,
      imageUrl: product.imageUrl,
      isInstibuzz: product.isInstibuzz,
      sizeQuantities: product.sizeQuantities,
    },
  };
}

/** products/getProductsInCart: the caller's lines, newest first. */
export async function getCart(db: Db, userId: number): Promise<CartReply> {
  const rows = await linesOnSale(db, userId);
  const unique = [...new Map(rows.map((r) => [r.product.id, r.product])).values()];
  const byId = new Map((await loadProducts(db, unique)).map((p) => [p.product_id, p]));
  return {
    status: 200,
    products: rows.map(({ line }) => toCartLine(line, byId.get(line.productId)!)),
  };
}

/** A cart line as checkout prices it (paise, from the product row). */
export interface PricedCartLine {
  cartLineId: number;
  productId: number;
  size: Size;
  quantity: number;
  unitPricePaise: number;
  teeName: string;
  instiName: string;
  isInstibuzz: boolean;
}

/**
 * The caller's lines on sale with the current prices, for checkout. Pass the transaction (after
 * `lockCart`) so the lines cannot change before the order is written.
 */
export async function pricedCartLines(db: Db, userId: number): Promise<PricedCartLine[]> {
  const rows = await linesOnSale(db, userId);
  return rows.map(({ line, product }) => ({
    cartLineId: line.id,
    productId: line.productId,
    size: line.size,
    quantity: line.quantity,
    unitPricePaise: product.pricePaise,
    teeName: line.teeName,
    instiName: line.instiName,
    isInstibuzz: product.isInstibuzz,
  }));
}

/** The shop's delivery charges (rupees) from its settings. */
export function deliveryChargesOf(config: Config): DeliveryCharges {
  return {
    pickup: config.DELIVERY_CHARGE_PICKUP,
    hostel: config.DELIVERY_CHARGE_HOSTEL,
    delivery: config.DELIVERY_CHARGE_HOME,
  };
}

/** Total MRP, platform fee, delivery charges and total in paise, by the shared rule. */
export function cartTotals(
  lines: readonly PricedCartLine[],
  method: DeliveryMethod,
  charges: DeliveryCharges,
) {
  return cartTotalsPaise(lines, method, charges);
}
