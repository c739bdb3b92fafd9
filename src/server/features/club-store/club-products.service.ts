import type { AddProductBody, UpdateProductBody } from '#shared/contract/admin-products.ts';
import type { ClubProduct } from '#shared/contract/club-catalog.ts';
import { paiseToRupees } from '#shared/rules/money.ts';
import type { ClubRow } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Outcome } from '../../lib/replies.ts';
import {
  addProduct,
  adminProduct,
  updateProduct,
  type ClubOwner,
  type ProductInput,
} from '../admin/index.ts';
import { loadProducts } from '../catalog/index.ts';
import { clubForManager } from '../clubs/index.ts';
import {
  draftsWaiting,
  productOwner,
  productRowsOfClub,
  publishProductRow,
} from './club-catalog.queries.ts';

/**
 * A club's products as its managers run them (docs/product.md#a-clubs-products-drops-and-orders):
 * made and edited with the admin's own product service, carrying the club's id and tag, and
 * drafts (off sale) until the admin publishes them, or the club does when it publishes itself.
 */

type Deps = Pick<AppDeps, 'db' | 'catalog' | 'clock'>;
type Input<Body extends { isInstibuzz?: boolean }> = ProductInput<Body>;

/** What a write by this caller makes of the club's product: a draft unless they may publish. */
const ownerFor = (club: ClubRow, caller: Caller): ClubOwner => ({
  clubId: club.id,
  tag: club.tag,
  draft: !mayPublish(club, caller),
});

const mayPublish = (club: ClubRow, caller: Caller) => club.selfPublish || caller.role === 'admin';

export const clubHead = (club: ClubRow) => ({
  slug: club.slug,
  name: club.name,
  tag: club.tag,
  selfPublish: club.selfPublish,
});

/** clubs/{slug}/products: every product of the club, drafts too. */
export async function clubProducts(deps: Deps, caller: Caller, slug: string) {
  const club = await clubForManager(deps, caller, slug);
  const rows = await productRowsOfClub(deps.db, club.id);
  const records = await loadProducts(deps.db, rows);
  const products: ClubProduct[] = rows.map((row, i) => ({
    id: row.id,
    name: row.name,
    details: row.details,
    price: paiseToRupees(row.pricePaise),
    image: records[i]?.imageUrls[0] ?? '',
    stock: (records[i]?.sizes ?? []).reduce((sum, s) => sum + s.quantity, 0),
    sizes: (records[i]?.sizes ?? []).map((s) => s.size),
    draft: row.draft,
    active: row.active,
  }));
  return { club: clubHead(club), products };
}

/** clubs/{slug}/products/add */
export async function addClubProduct(
  deps: Deps,
  caller: Caller,
  slug: string,
  input: Input<AddProductBody>,
) {
  const club = await clubForManager(deps, caller, slug);
  const owner = ownerFor(club, caller);
  const added = await addProduct(deps, caller, input, owner);
  return { ...added, draft: owner.draft };
}

/** clubs/{slug}/products/{id}: one of the club's products (another's answers 404). */
export async function clubProduct(deps: Deps, caller: Caller, slug: string, id: number) {
  const club = await clubForManager(deps, caller, slug);
  return adminProduct(deps, caller, { id }, club.id);
}

/** clubs/{slug}/products/{id}/update: the club's product only, a draft again unless published by the caller. */
export async function updateClubProduct(
  deps: Deps,
  caller: Caller,
  slug: string,
  input: Input<UpdateProductBody> & { id: number },
): Promise<Outcome> {
  const club = await clubForManager(deps, caller, slug);
  const owner = ownerFor(club, caller);
  const outcome = await updateProduct(deps, caller, input, owner);
  return owner.draft ? { message: 'Draft saved: the shop publishes it' } : outcome;
}

async function publish(deps: Deps, id: number, clubId: number | undefined): Promise<Outcome> {
  const found = await productOwner(deps.db, id);
  if (!found || found.clubId === null || (clubId !== undefined && found.clubId !== clubId)) {
    throw new DomainError('PRODUCT_NOT_FOUND');
  }
  if (!(await publishProductRow(deps.db, id))) return { message: `${found.name} is on sale` };
  deps.catalog.changed();
  return { message: `${found.name} is published and on sale` };
}

/** clubs/{slug}/products/{id}/publish: a self-publishing club's own draft (or the admin's). */
export async function publishClubProduct(deps: Deps, caller: Caller, slug: string, id: number) {
  const club = await clubForManager(deps, caller, slug);
  if (!mayPublish(club, caller)) throw new DomainError('CLUB_CANNOT_PUBLISH');
  return publish(deps, id, club.id);
}

/** admin/club-drafts/publish-product: any club's draft goes on sale. */
export function adminPublishProduct(deps: Deps, id: number) {
  return publish(deps, id, undefined);
}

/** admin/club-drafts: what clubs wait to have published. */
export async function clubDrafts(deps: Pick<AppDeps, 'db'>) {
  const { draftProducts, draftDrops } = await draftsWaiting(deps.db);
  return [
    ...draftProducts.map((d) => ({ ...d, kind: 'product' as const })),
    ...draftDrops.map((d) => ({ ...d, kind: 'drop' as const })),
  ].map((d) => ({ ...d, updatedAt: d.updatedAt.getTime() }));
}
