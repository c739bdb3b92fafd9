import { and, eq, sql } from 'drizzle-orm';
import type { AddProductBody, UpdateProductBody } from '#shared/contract/admin-products.ts';
import type { ProductInput } from './admin-products.mapper.ts';
import { MSG } from '#shared/contract/messages.ts';
import { rupeesToPaise, type Paise } from '#shared/rules/money.ts';
import { compareAtFromPercent } from '#shared/rules/pricing.ts';
import type { Size } from '#shared/rules/sizes.ts';
import { slugFromDetails } from '#shared/rules/slug.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { Tx } from '../../db/client.ts';
import { productImages, products, productSizes } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import {
  adminProductById,
  keepFormerSlug,
  type AdminProductRecord,
} from './admin-products.queries.ts';
import { isUniqueViolation } from '../../db/connection-errors.ts';
import { notifyRestocked } from '../notify/index.ts';

/**
 * Adding and editing products (docs/product.md#admin). Every write is all or nothing; once it
 * has committed, this instance's catalogue cache forgets the old catalogue (other instances see
 * the catalogue version move).
 */

/** Club and sponsored tees are not own-brand unless the admin says otherwise. */
const ownBrandByDefault = (style: Style) => style !== 'sponsered';

async function writeImages(tx: Tx, productId: number, name: string, urls: readonly string[]) {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx.insert(productImages).values(
    urls.map((url, position) => ({
      productId,
      position,
      url,
      alt: position === urls.length - 1 ? `${name} size chart` : `${name}, photo ${position + 1}`,
    })),
  );
}

/**
 * The compare-at price a body asks for (docs/product.md#sizes-styles-and-prices): its previous
 * price, or the price a percentage off the new price stands for; null clears it, undefined
 * leaves it as it is. The body's schema already refused a previous price not above the price; a
 * percentage off a price of a rupee or two can still round to no saving, refused here.
 */
function requestedCompareAt(
  input: { compareAtPrice?: number | null; percentOff?: number | null },
  pricePaise: Paise,
): Paise | null | undefined {
  let compareAt: Paise | null | undefined;
  if (input.percentOff != null) compareAt = compareAtFromPercent(pricePaise, input.percentOff);
  else if (input.compareAtPrice != null) compareAt = rupeesToPaise(input.compareAtPrice);
  else if (input.compareAtPrice === null || input.percentOff === null) compareAt = null;
  if (compareAt != null && compareAt <= pricePaise) {
    throw new DomainError('VALIDATION_FAILED', MSG.productCompareAt);
  }
  return compareAt;
}

/** products/add-product: the product, its sizes and images in one transaction. */
export async function addProduct(
  { db, catalog }: Pick<AppDeps, 'db' | 'catalog'>,
  _caller: Caller,
  input: ProductInput<AddProductBody>,
): Promise<Outcome & { productId: number }> {
  const pricePaise = rupeesToPaise(input.price);
  const compareAtPaise = requestedCompareAt(input, pricePaise) ?? null;
  const productId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({
        name: input.name,
        details: input.details,
        description: input.description,
        pricePaise,
        compareAtPaise,
        style: input.style,
        tags: input.tags,
        colors: input.colors,
        isOwnBrand: input.isOwnBrand ?? ownBrandByDefault(input.style),
      })
      .returning({ id: products.id });
    const id = row!.id;
    await tx
      .insert(productSizes)
      .values(
        input.sizeQuantities.map((r) => ({ productId: id, size: r.size, quantity: r.quantity })),
      );
    await writeImages(tx, id, input.name, input.imageUrl);
    return id;
  });
  catalog.changed();
  return { message: 'Product is added Successfully', productId };
}

/** admin/product/{id}: any product, on sale or not. */
export async function adminProduct(
  { db }: Pick<AppDeps, 'db'>,
  _caller: Caller,
  { id }: { id: number },
): Promise<AdminProductRecord> {
  const product = await adminProductById(db, id);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  return product;
}

type SizeRow = UpdateProductBody['sizeQuantities'][number];
interface StoredSize {
  id: number;
  size: Size;
  quantity: number;
}

/**
 * Checks the posted size rows against the stored ones: ids must be the product's, stock must not
 * have moved since the form showed it, and no size may end up twice.
 */
function planSizes(rows: readonly SizeRow[], stored: readonly StoredSize[]) {
  const byId = new Map(stored.map((s) => [s.id, s]));
  const finalSizes = new Map(stored.map((s) => [s.id as number | string, s.size]));
  rows.forEach((row, i) => {
    if (row.size_id === undefined) return void finalSizes.set(`new-${i}`, row.size);
    const current = byId.get(row.size_id);
    if (!current) throw new DomainError('SIZE_ROW_NOT_FOUND');
    if (row.previousQuantity !== undefined && row.previousQuantity !== current.quantity) {
      throw new DomainError(
        'CONFLICT',
        `The stock of size ${current.size} changed from ${row.previousQuantity} to ${current.quantity} while you were editing (a sale or another admin). Nothing was saved: check the figures and save again.`,
      );
    }
    finalSizes.set(row.size_id, row.size);
  });
  const seen = new Set<Size>();
  for (const size of finalSizes.values()) {
    if (seen.has(size)) {
      throw new DomainError(
        'SIZE_EXISTS',
        `This product already has size ${size}: change its row instead of adding one.`,
      );
    }
    seen.add(size);
  }
}

/** Sizes with stock after the edit that had none before it (or were not made). */
function restockedSizes(stored: readonly StoredSize[], rows: readonly SizeRow[]): Size[] {
  const before = new Map(stored.map((s) => [s.size, s.quantity]));
  const after = new Map<number | string, { size: Size; quantity: number }>(
    stored.map((s) => [s.id, s]),
  );
  rows.forEach((row, i) => after.set(row.size_id ?? `new-${i}`, row));
  return [...after.values()]
    .filter((s) => s.quantity > 0 && (before.get(s.size) ?? 0) === 0)
    .map((s) => s.size);
}

/**
 * products/update-product-details/{id}: product fields, size rows (with `size_id` update, others
 * are added; sizes not sent stay) and, when sent, tags, colours, images and the own-brand flag.
 * The product row is locked first, so two admins' saves run one after the other; a stale
 * `version` or a moved stock figure is refused with 409 and nothing is written.
 */
export async function updateProduct(
  { db, catalog, clock }: Pick<AppDeps, 'db' | 'catalog' | 'clock'>,
  _caller: Caller,
  { id, ...input }: ProductInput<UpdateProductBody> & { id: number },
): Promise<Outcome> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!current) throw new DomainError('PRODUCT_NOT_FOUND');
    if (input.version !== undefined && input.version !== current.version) {
      throw new DomainError('PRODUCT_CHANGED');
    }
    const stored = await tx
      .select({ id: productSizes.id, size: productSizes.size, quantity: productSizes.quantity })
      .from(productSizes)
      .where(eq(productSizes.productId, id))
      .orderBy(productSizes.id)
      .for('update');
    planSizes(input.sizeQuantities, stored);
    const pricePaise = rupeesToPaise(input.price);
    // Not sent (a client of the original contract): kept, unless the new price has reached it,
    // when it is no longer a higher previous price and goes.
    const compareAtPaise =
      requestedCompareAt(input, pricePaise) ??
      (input.compareAtPrice === undefined &&
      input.percentOff === undefined &&
      current.compareAtPaise !== null &&
      current.compareAtPaise > pricePaise
        ? current.compareAtPaise
        : null);

    await tx
      .update(products)
      .set({
        name: input.name,
        details: input.details,
        description: input.description,
        pricePaise,
        compareAtPaise,
        style: input.style,
        ...(input.tags !== undefined ? { tags: input.tags } : {}),
        ...(input.colors !== undefined ? { colors: input.colors } : {}),
        ...(input.isOwnBrand !== undefined ? { isOwnBrand: input.isOwnBrand } : {}),
        version: sql`${products.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id));
    await keepFormerSlug(tx, id, slugFromDetails(current.details), slugFromDetails(input.details));

    const updates = input.sizeQuantities.filter((r) => r.size_id !== undefined);
    for (const row of updates) {
      await tx
        .update(productSizes)
        .set({ size: row.size, quantity: row.quantity })
        .where(and(eq(productSizes.id, row.size_id!), eq(productSizes.productId, id)))
        .catch((err: unknown) => {
          // Only a swap of two sizes (M↔L) gets here: the final rows were checked above.
          if (isUniqueViolation(err)) throw new DomainError('SIZE_EXISTS');
          throw err;
        });
    }
    const added = input.sizeQuantities.filter((r) => r.size_id === undefined);
    if (added.length > 0) {
      await tx
        .insert(productSizes)
        .values(added.map((r) => ({ productId: id, size: r.size, quantity: r.quantity })));
    }
    if (input.imageUrl) await writeImages(tx, id, input.name, input.imageUrl);
    // A size from 0 (or not made) to some stock: whoever waits for it is mailed once, by a run
    // stored with this edit (docs/product.md#notify-me).
    await notifyRestocked(tx, id, restockedSizes(stored, input.sizeQuantities), clock());
  });
  catalog.changed();
  return { message: 'updated Successfully' };
}
