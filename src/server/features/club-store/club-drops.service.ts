import type { z } from 'zod';
import type { DropFields, UpdateDropBody } from '#shared/contract/drops.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  adminDropOf,
  createDrop,
  listDrops,
  printRun,
  updateDrop,
  type ClubDropOwner,
  dropStockBack,
} from '../drops/index.ts';
import { clubForManager } from '../clubs/index.ts';
import { dropOwner, publishDropRows } from './club-catalog.queries.ts';

/**
 * A club's drops (docs/product.md#a-clubs-products-drops-and-orders): made with the admin's
 * own drop service from the club's own products only, drafts until published (by the admin, or
 * the club when it publishes itself); publishing a drop publishes its draft products with it.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'catalog'>;

async function ownerOf(deps: Deps, caller: Caller, slug: string) {
  const club = await clubForManager(deps, caller, slug);
  const mayPublish = club.selfPublish || caller.role === 'admin';
  return { club, mayPublish, owner: { clubId: club.id, draft: !mayPublish } as ClubDropOwner };
}

/** The drop, when it is the club's (else 404 as for no drop). */
async function clubDropId(deps: Deps, clubId: number, id: number): Promise<number> {
  const found = await dropOwner(deps.db, id);
  if (!found || found.clubId !== clubId) throw new DomainError('DROP_NOT_FOUND');
  return found.id;
}

export async function clubDrops(deps: Deps, caller: Caller, slug: string) {
  const { club } = await ownerOf(deps, caller, slug);
  return listDrops(deps, club.id);
}

export async function createClubDrop(
  deps: Deps,
  caller: Caller,
  slug: string,
  fields: z.output<typeof DropFields>,
) {
  const { owner } = await ownerOf(deps, caller, slug);
  return createDrop(deps, fields, owner);
}

export async function updateClubDrop(
  deps: Deps,
  caller: Caller,
  slug: string,
  body: z.output<typeof UpdateDropBody>,
) {
  const { owner } = await ownerOf(deps, caller, slug);
  return updateDrop(deps, body, owner);
}

async function publish(deps: Deps, id: number) {
  await deps.db.transaction((tx) => publishDropRows(tx, id));
  deps.catalog.changed();
  dropStockBack('committed');
  return adminDropOf(deps, id);
}

/** clubs/{slug}/drops/publish: a self-publishing club's own draft drop (or the admin's). */
export async function publishClubDrop(deps: Deps, caller: Caller, slug: string, id: number) {
  const { club, mayPublish } = await ownerOf(deps, caller, slug);
  if (!mayPublish) throw new DomainError('CLUB_CANNOT_PUBLISH');
  return publish(deps, await clubDropId(deps, club.id, id));
}

/** admin/club-drafts/publish-drop: any club's draft drop. */
export async function adminPublishDrop(deps: Deps, id: number) {
  const found = await dropOwner(deps.db, id);
  if (!found || found.clubId === null) throw new DomainError('DROP_NOT_FOUND');
  return publish(deps, id);
}

/** clubs/{slug}/drops/print-run: the print run of one of the club's drops. */
export async function clubPrintRun(deps: Deps, caller: Caller, slug: string, id: number) {
  const { club } = await ownerOf(deps, caller, slug);
  return printRun(deps, await clubDropId(deps, club.id, id));
}
