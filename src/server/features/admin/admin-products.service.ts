import type { AddProductBody, UpdateProductBody } from '#shared/contract/admin-products.ts';
import type { ProductInput } from './admin-products.mapper.ts';
import { rupeesToPaise } from '#shared/rules/money.ts';
import type { Size } from '#shared/rules/sizes.ts';
import { slugFromDetails } from '#shared/rules/slug.ts';
import type { Style } from '#shared/rules/styles.ts';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import {
  adminProductById,
  insertProduct,
  insertSizes,
  keepFormerSlug,
  lockProduct,
  lockSizesOf,
  replaceImages,
  updateProductRow,
  updateSize,
  type AdminProductRecord,
} from './admin-products.queries.ts';
import { isUniqueViolation } from '../../db/connection-errors.ts';
import { notifyRestocked } from '../notify/index.ts';
import {
  priceStanding,
  recordFirstPrice,
  recordPrice,
  type PriceStanding,
} from './price-history.service.ts';

/**
 * Adding and editing products (docs/product.md#admin). Every write is all or nothing; once it
 * has committed, this instance's catalogue cache forgets the old catalogue (other instances see
 * the catalogue version move).
 */

/**
 * Whose product it is when a club's manager writes it (features/clubs): it carries the club's
 * id and tag, is never own-brand, and stays a draft (off sale) until published when `draft`.
 */
export interface ClubOwner {
  clubId: number;
  tag: string;
  draft: boolean;
}

const withTag = (tags: readonly string[], tag: string) =>
  tags.includes(tag) ? [...tags] : [tag, ...tags];

/** Club and sponsored tees are not own-brand unless the admin says otherwise. */
const ownBrandByDefault = (style: Style) => style !== 'sponsered';

/** The product's images, the last one its size chart. */
function writeImages(tx: Tx, productId: number, name: string, urls: readonly string[]) {
  return replaceImages(
    tx,
    productId,
    urls.map((url, position) => ({
      url,
      alt: position === urls.length - 1 ? `${name} size chart` : `${name}, photo ${position + 1}`,
    })),
  );
}

/** products/add-product: the product, its sizes and images in one transaction. */
export async function addProduct(
  { db, catalog, clock }: Pick<AppDeps, 'db' | 'catalog' | 'clock'>,
  _caller: Caller,
  input: ProductInput<AddProductBody>,
  club?: ClubOwner,
): Promise<Outcome & { productId: number }> {
  const pricePaise = rupeesToPaise(input.price);
  const productId = await db.transaction(async (tx) => {
    const id = await insertProduct(tx, {
      name: input.name,
      details: input.details,
      description: input.description,
      pricePaise,
      compareAtPaise: null,
      style: input.style,
      tags: club ? withTag(input.tags, club.tag) : input.tags,
      colors: input.colors,
      isOwnBrand: club ? false : (input.isOwnBrand ?? ownBrandByDefault(input.style)),
      ...(club ? { clubId: club.clubId, draft: club.draft, active: !club.draft } : {}),
    });
    await recordFirstPrice(tx, id, pricePaise, clock(), input);
    await insertSizes(tx, id, input.sizeQuantities);
    await writeImages(tx, id, input.name, input.imageUrl);
    return id;
  });
  catalog.changed();
  return {
    message: club?.draft ? 'Draft saved: the shop publishes it' : 'Product is added Successfully',
    productId,
  };
}

/** admin/product/{id}: any product, on sale or not, with where its price stands. */
export async function adminProduct(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  _caller: Caller,
  { id }: { id: number },
  clubId?: number,
): Promise<AdminProductRecord & { priceStanding: PriceStanding }> {
  const product = await adminProductById(db, id);
  // A club's manager reads only the club's products; another's answers as if there were none.
  if (!product || (clubId !== undefined && product.clubId !== clubId)) {
    throw new DomainError('PRODUCT_NOT_FOUND');
  }
  return { ...product, priceStanding: await priceStanding(db, id, clock()) };
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
 * `version` or a moved stock figure is refused with 409 and nothing is written. With `club`, only
 * that club's product is found, keeps its tag, and becomes a draft again when `club.draft`.
 */
export async function updateProduct(
  { db, catalog, clock }: Pick<AppDeps, 'db' | 'catalog' | 'clock'>,
  _caller: Caller,
  { id, ...input }: ProductInput<UpdateProductBody> & { id: number },
  club?: ClubOwner,
): Promise<Outcome> {
  await db.transaction(async (tx) => {
    const current = await lockProduct(tx, id);
    if (!current || (club && current.clubId !== club.clubId)) {
      throw new DomainError('PRODUCT_NOT_FOUND');
    }
    if (input.version !== undefined && input.version !== current.version) {
      throw new DomainError('PRODUCT_CHANGED');
    }
    const stored = await lockSizesOf(tx, id);
    planSizes(input.sizeQuantities, stored);
    const pricePaise = rupeesToPaise(input.price);
    // The history gives the reference price; a typed one that differs is refused.
    const compareAtPaise = await recordPrice(tx, current, pricePaise, clock(), input);

    await updateProductRow(tx, id, {
      name: input.name,
      details: input.details,
      description: input.description,
      pricePaise,
      compareAtPaise,
      style: input.style,
      ...(input.tags !== undefined
        ? { tags: club ? withTag(input.tags, club.tag) : input.tags }
        : {}),
      ...(input.colors !== undefined ? { colors: input.colors } : {}),
      ...(input.isOwnBrand !== undefined && !club ? { isOwnBrand: input.isOwnBrand } : {}),
      ...(club?.draft ? { draft: true, active: false } : {}),
    });
    await keepFormerSlug(tx, id, slugFromDetails(current.details), slugFromDetails(input.details));

    const updates = input.sizeQuantities.filter((r) => r.size_id !== undefined);
    for (const row of updates) {
      await updateSize(tx, id, {
        sizeId: row.size_id!,
        size: row.size,
        quantity: row.quantity,
      }).catch((err: unknown) => {
        // Only a swap of two sizes (M↔L) gets here: the final rows were checked above.
        if (isUniqueViolation(err)) throw new DomainError('SIZE_EXISTS');
        throw err;
      });
    }
    const added = input.sizeQuantities.filter((r) => r.size_id === undefined);
    if (added.length > 0) await insertSizes(tx, id, added);
    if (input.imageUrl) await writeImages(tx, id, input.name, input.imageUrl);
    // A size from 0 (or not made) to some stock: whoever waits for it is mailed once, by a run
    // stored with this edit (docs/product.md#notify-me).
    await notifyRestocked(tx, id, restockedSizes(stored, input.sizeQuantities), clock());
  });
  catalog.changed();
  return { message: 'updated Successfully' };
}
