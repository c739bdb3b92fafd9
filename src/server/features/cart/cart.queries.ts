import { and, desc, eq, sql } from 'drizzle-orm';
import { bySizeOrder, type Size } from '#shared/rules/sizes.ts';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { dropCounterRoom, dropProducts } from '../../db/schema/index.ts';
import { preparedQuery, preparedStatement } from '../../db/prepared.ts';
import {
  cartCoupons,
  cartLines,
  productImages,
  products,
  productSizes,
  type CartLine,
} from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
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
  /** The number printed on the piece ('' without one). */
  teeNumber: string;
  product: ProductRecord;
  /** Its product is in a drop: the line is a pre-order (docs/product.md#drops). */
  inDrop: boolean;
}

/**
 * What a pre-order line can still take of its size (docs/product.md#drops): the room of its
 * drop's counter (the size's own, else the product's; drops' `drop_counter_room` view) in place
 * of the size's stock, which a pre-order does not use; null for a product in no drop. Placement
 * counts the cap exactly (ADR 019).
 */
const dropLeft = sql`(
  select coalesce(${dropCounterRoom.room}, ${DROP_UNCAPPED_LEFT}::int) from ${dropCounterRoom}
  where ${dropCounterRoom.productId} = ${products.id}
    and ${dropCounterRoom.size} in (${productSizes.size}, '')
  order by ${dropCounterRoom.opensAt} desc, ${dropCounterRoom.dropId} desc,
    ${dropCounterRoom.size} desc
  limit 1)`;

// Each line's product sizes and images, as JSON arrays read in the lines' own query.
const sizesOfProduct = sql<SizeStock[]>`coalesce((
  select json_agg(json_build_object('id', ${productSizes.id}, 'size', ${productSizes.size},
    'quantity', coalesce(${dropLeft}, ${productSizes.quantity})))
  from ${productSizes} where ${productSizes.productId} = ${products.id}), '[]'::json)`;
const imagesOfProduct = sql<string[]>`coalesce((
  select json_agg(${productImages.url} order by ${productImages.position})
  from ${productImages} where ${productImages.productId} = ${products.id}), '[]'::json)`;

// The coupon code kept with the cart (cart-coupon.queries.ts), on every line: an empty cart
// answers no rows, so it has no coupon.
const keptCoupon = sql<string | null>`(select ${cartCoupons.code} from ${cartCoupons}
  where ${cartCoupons.userId} = ${sql.placeholder('userId')})`;

const linesOnSale = preparedQuery((db) =>
  db
    .select({
      line: cartLines,
      product: products,
      sizes: sizesOfProduct,
      imageUrls: imagesOfProduct,
      couponCode: keptCoupon,
      inDrop: sql<boolean>`exists (select 1 from ${dropProducts}
        where ${dropProducts.productId} = ${products.id})`,
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
 * images, built once: every cart call and checkout reads it, and three round trips with their
 * query building would be most of a cart read's cost under load.
 */
export async function linesOnSaleOf(db: Db, userId: number): Promise<CartLineRecord[]> {
  return (await cartWithCouponOf(db, userId)).lines;
}

/** The caller's lines (as `linesOnSaleOf`) and the coupon code kept with them, if any. */
export async function cartWithCouponOf(
  db: Db,
  userId: number,
): Promise<{ lines: CartLineRecord[]; couponCode: string | null }> {
  const rows = await linesOnSale(db).execute({ userId });
  return { lines: rows.map(toLineRecord), couponCode: rows[0]?.couponCode ?? null };
}

function toLineRecord({
  line,
  product,
  sizes,
  imageUrls,
  inDrop,
}: {
  line: CartLine;
  product: typeof products.$inferSelect;
  sizes: SizeStock[];
  imageUrls: string[];
  inDrop: boolean;
}): CartLineRecord {
  return {
    id: line.id,
    inDrop,
    productId: line.productId,
    size: line.size,
    quantity: line.quantity,
    teeName: line.teeName,
    institutionName: line.institutionName,
    teeNumber: line.teeNumber,
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
  };
}

/** What a cart change needs to know about one size of a product on sale. */
export interface SizeForCart {
  /** Own-brand (no names on the tee) or not. */
  isOwnBrand: boolean;
  /** The stock left; null when the product does not come in that size. */
  stock: number | null;
  /** The caller's lines of that product and size (one per pair of names). */
  lines: CartLine[];
}

/**
 * A product on sale with the stock of `size` and the caller's lines of that size, in one query
 * built once, read under the cart lock; PRODUCT_NOT_FOUND when the product is not on sale.
 */
export async function sizeForCart(
  tx: Tx,
  userId: number,
  productId: number,
  size: Size,
): Promise<SizeForCart> {
  const rows = await sizeWithLines(tx).execute({ userId, productId, size });
  const [first] = rows;
  if (!first) throw new DomainError('PRODUCT_NOT_FOUND');
  const lines = rows.flatMap((r) => (r.line ? [r.line] : []));
  return { isOwnBrand: first.isOwnBrand, stock: first.stock, lines };
}

const sizeWithLines = preparedQuery((tx) =>
  tx
    .select({ isOwnBrand: products.isOwnBrand, stock: productSizes.quantity, line: cartLines })
    .from(products)
    .leftJoin(
      productSizes,
      and(eq(productSizes.productId, products.id), eq(productSizes.size, sql.placeholder('size'))),
    )
    .leftJoin(
      cartLines,
      and(
        eq(cartLines.userId, sql.placeholder('userId')),
        eq(cartLines.productId, products.id),
        eq(cartLines.size, sql.placeholder('size')),
      ),
    )
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.active, true)))
    .prepare('cart_size_with_lines'),
);

/** One of the caller's lines by id, with whether its product is on sale; undefined if none. */
export async function lineWithProductState(
  tx: Tx,
  userId: number,
  lineId: number,
): Promise<{ line: CartLine; active: boolean } | undefined> {
  const [row] = await ownLineQuery(tx).execute({ lineId, userId });
  return row;
}

const ownLineQuery = preparedQuery((tx) =>
  tx
    .select({ line: cartLines, active: products.active })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(
      and(
        eq(cartLines.id, sql.placeholder('lineId')),
        eq(cartLines.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('cart_own_line'),
);

/** A pre-order's facts as `preOrderFacts` reads them, in one row. */
export interface PreOrderFactsRow {
  isOwnBrand: boolean;
  /** The stock of the size asked for; null when the product does not come in it. */
  stock: number | null;
  /** The caller's lines of the product, in every size. */
  lines: CartLine[];
  /**
   * Their pieces of the product ordered or held in the drop (drops' `drop_pieces` view, counted
   * from the student's side by `shop_student_drop_pieces`, migration 0043).
   */
  already: number;
}

/**
 * What a pre-order's cart change needs, in one query: the product on sale (undefined otherwise)
 * with the stock of `size`, the caller's lines of the product in every size, and their pieces
 * of it ordered or held in the drop.
 */
export async function preOrderFacts(
  tx: Tx,
  values: { userId: number; productId: number; size: string; dropId: number },
): Promise<PreOrderFactsRow | undefined> {
  const [row] = rowsOf<PreOrderFactsRow>(await preOrderFactsQuery(tx).execute(values));
  return row && { ...row, already: Number(row.already) };
}

const p = (name: string) => sql.placeholder(name);
const preOrderFactsQuery = preparedStatement(
  'cart_pre_order_facts',
  sql`select ${products.isOwnBrand} as "isOwnBrand",
      ${productSizes.quantity} as "stock",
      coalesce((
        select json_agg(json_build_object('id', l.id, 'size', l.size, 'quantity', l.quantity,
          'teeName', l.tee_name, 'institutionName', l.insti_name, 'teeNumber', l.tee_number))
        from ${cartLines} l where l.user_id = ${p('userId')}::int and l.product_id = ${products.id}
      ), '[]'::json) as "lines",
      shop_student_drop_pieces(${p('userId')}::int, ${p('dropId')}::int, ${p('productId')}::int,
        null) as "already"
    from ${products} left join ${productSizes}
      on ${productSizes.productId} = ${products.id} and ${productSizes.size} = ${p('size')}::text
    where ${products.id} = ${p('productId')}::int and ${products.active}`,
);
