import { dropStockBack } from './drop-fast-answers.ts';
import type { z } from 'zod';
import type { AdminDrop, DropFields, UpdateDropBody } from '#shared/contract/drops.ts';
import { dropState, istLocalToEpoch, istMoment } from '#shared/rules/drops.ts';
import { istDay } from '#shared/rules/admin.ts';
import type { Tx } from '../../db/client.ts';
import { transactionWithLock } from '../../db/locks.ts';
import type { dropStock } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import {
  deleteCounters,
  insertCounters,
  insertDrop,
  openDropsHolding,
  productNames,
  sizesOf,
  updateDropRow,
} from './drop-admin.queries.ts';
import { memberCounts } from './drop-members.queries.ts';
import { newLinkToken } from './drop-members.service.ts';
import { toAdminDrop } from './drops.mapper.ts';
import { allDrops, dropById, type DropRecord } from './drops.queries.ts';
import { countsOf, forgetDropReads, productsOf } from './drops.service.ts';

/**
 * The admin's drops (docs/product.md#drops): made from existing products, edited until they
 * open, closed early. Every change runs under one lock, so two admins cannot put a product in
 * two upcoming drops at once.
 */

type Fields = z.output<typeof DropFields>;
type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * A club manager's drop (features/clubs): it holds only the club's products, and is a draft
 * (students do not see it) until published when `draft`.
 */
export interface ClubDropOwner {
  clubId: number;
  draft: boolean;
}

/** Every change of a drop by the admin or a club's manager runs under it. */
export const ADMIN_LOCK = 'drops:admin';

/** VALIDATION_FAILED with the field's message (the form shows it). */
const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message);

/** The rules the contract cannot check: products, times against now, the ready date. */
async function checkFields(
  tx: Tx,
  fields: Fields,
  now: Date,
  exceptDrop?: number,
  club?: ClubDropOwner,
) {
  const closesAt = istLocalToEpoch(fields.closesAt);
  if (closesAt <= now.getTime()) throw invalid('The closing time has passed: close it later.');
  if (fields.readyBy < istDay(closesAt)) {
    throw invalid('The ready date must be on or after the day the drop closes.');
  }
  const ids = fields.products.map((p) => p.productId);
  const found = await productNames(tx, ids);
  // Another club's product (or the shop's) is, for a club, no product at all.
  const mine = club ? found.filter((p) => p.clubId === club.clubId) : found;
  const missing = ids.find((id) => !mine.some((p) => p.id === id));
  if (missing !== undefined) {
    throw new DomainError('PRODUCT_NOT_FOUND', `There is no product #${missing}.`);
  }
  // A product is in at most one drop that has not closed (docs/product.md#drops).
  const busy = await openDropsHolding(tx, ids, now, exceptDrop);
  if (busy[0]) {
    const product = found.find((p) => p.id === busy[0]!.productId)?.name ?? 'A product';
    throw new DomainError('DROP_PRODUCT_TAKEN', `${product} is already in ${busy[0].name}.`);
  }
  if (fields.capKind === 'size') {
    const sizes = await sizesOf(tx, ids);
    for (const p of fields.products) {
      for (const size of Object.keys(p.sizeCaps ?? {})) {
        if (!sizes.some((s) => s.productId === p.productId && s.size === size)) {
          const name = found.find((f) => f.id === p.productId)?.name ?? 'A product';
          throw invalid(`${name} does not come in size ${size}.`);
        }
      }
    }
  }
}

/** The drop's counters as the fields say (none taken: a drop is only rewritten before it opens). */
async function writeCounters(tx: Tx, dropId: number, fields: Fields) {
  const rows = fields.products.flatMap((p) => [
    {
      dropId,
      productId: p.productId,
      size: '' as const,
      cap: fields.capKind === 'total' ? (p.cap ?? null) : null,
      minimum: fields.minimumKind === 'product' ? (p.minimum ?? null) : null,
    },
    ...(fields.capKind === 'size'
      ? Object.entries(p.sizeCaps ?? {}).map(([size, cap]) => ({
          dropId,
          productId: p.productId,
          size: size as keyof typeof p.sizeCaps & string,
          cap: cap ?? null,
        }))
      : []),
  ]);
  await insertCounters(tx, rows as (typeof dropStock.$inferInsert)[]);
}

/** The audience's columns: a link-only drop keeps its secret across edits (its links stay good). */
const audienceOf = (fields: Fields, token: string | null = null) => ({
  audience: fields.audience,
  memberDomain: fields.audience === 'members' ? (fields.memberDomain ?? null) : null,
  linkToken: fields.audience === 'link' ? (token ?? newLinkToken()) : null,
});

const columnsOf = (fields: Fields) => ({
  name: fields.name,
  opensAt: new Date(istLocalToEpoch(fields.opensAt)),
  closesAt: new Date(istLocalToEpoch(fields.closesAt)),
  perStudentLimit: fields.perStudentLimit,
  namesTaken: fields.namesTaken,
  numbersTaken: fields.numbersTaken,
  // Uniqueness is a rule about numbers: without them there is nothing to keep apart.
  numbersUnique: fields.numbersTaken && fields.numbersUnique,
  readyBy: fields.readyBy,
  cashAllowed: fields.cashAllowed,
  capKind: fields.capKind,
  minimumKind: fields.minimumKind,
  minimumPieces: fields.minimumKind === 'total' ? (fields.minimumPieces ?? null) : null,
});

export async function replyOf(deps: Deps, record: DropRecord): Promise<AdminDrop> {
  // Committed: this instance's students see the change at once (others within their check).
  forgetDropReads(deps.db);
  const counts = await countsOf(deps.db, [record]);
  const members = await memberCounts(deps.db, [record.drop.id]);
  return toAdminDrop(
    record,
    await productsOf(deps.db, [record], true),
    deps.clock(),
    counts.get(record.drop.id),
    members.get(record.drop.id),
  );
}

/** admin/drops: every drop, newest first (or one club's). */
export async function listDrops(deps: Deps, clubId?: number): Promise<AdminDrop[]> {
  const records = await allDrops(deps.db, 100, clubId);
  const byId = await productsOf(deps.db, records, true);
  const members = await memberCounts(
    deps.db,
    records.map((r) => r.drop.id),
  );
  const counts = await countsOf(deps.db, records);
  return records.map((r) =>
    toAdminDrop(r, byId, deps.clock(), counts.get(r.drop.id), members.get(r.drop.id)),
  );
}

/**
 * One drop as the admin's list shows it, read afresh (after another area changed it, e.g. a
 * club's drop published): this instance's students see the change at once.
 */
export async function adminDropOf(deps: Deps, id: number): Promise<AdminDrop> {
  const record = await dropById(deps.db, id);
  if (!record) throw new DomainError('DROP_NOT_FOUND');
  return replyOf(deps, record);
}

/** admin/drops/create, and a club's (its own, a draft when `club.draft`). */
export async function createDrop(
  deps: Deps,
  fields: Fields,
  club?: ClubDropOwner,
): Promise<AdminDrop> {
  const record = await transactionWithLock(deps.db, ADMIN_LOCK, async (tx) => {
    await checkFields(tx, fields, deps.clock(), undefined, club);
    const row = await insertDrop(tx, {
      ...columnsOf(fields),
      ...audienceOf(fields),
      ...(club ? { clubId: club.clubId, draft: club.draft } : {}),
    });
    await writeCounters(tx, row.id, fields);
    return (await dropById(tx, row.id))!;
  });
  // Its products' earlier drops are no longer theirs.
  dropStockBack('committed');
  return replyOf(deps, record);
}

/**
 * admin/drops/update: before it opens only, from the version the page showed. With `club`, only
 * that club's drop is found, and it becomes a draft again when `club.draft`.
 */
export async function updateDrop(
  deps: Deps,
  body: z.output<typeof UpdateDropBody>,
  club?: ClubDropOwner,
): Promise<AdminDrop> {
  const record = await transactionWithLock(deps.db, ADMIN_LOCK, async (tx) => {
    const now = deps.clock();
    const found = await dropById(tx, body.id);
    if (!found || (club && found.drop.clubId !== club.clubId)) {
      throw new DomainError('DROP_NOT_FOUND');
    }
    if (found.drop.version !== body.version) throw new DomainError('DROP_CHANGED');
    if (found.drop.opensAt.getTime() <= now.getTime()) throw new DomainError('DROP_STARTED');
    await checkFields(tx, body.drop, now, body.id, club);
    await updateDropRow(tx, body.id, {
      ...columnsOf(body.drop),
      ...(club?.draft ? { draft: true } : {}),
      ...audienceOf(body.drop, found.drop.linkToken),
      version: found.drop.version + 1,
      updatedAt: now,
    });
    await deleteCounters(tx, body.id);
    await writeCounters(tx, body.id, body.drop);
    return (await dropById(tx, body.id))!;
  });
  // New caps and times: what instances keep of the drop is read again.
  dropStockBack('committed');
  return replyOf(deps, record);
}

/** admin/drops/close: a live drop stops taking pre-orders now. */
export async function closeDrop(
  deps: Deps,
  id: number,
): Promise<{ drop: AdminDrop; message: string }> {
  const { record, message } = await transactionWithLock(deps.db, ADMIN_LOCK, async (tx) => {
    const now = deps.clock();
    const found = await dropById(tx, id);
    if (!found) throw new DomainError('DROP_NOT_FOUND');
    const times = {
      opensAt: found.drop.opensAt.getTime(),
      closesAt: found.drop.closesAt.getTime(),
    };
    const state = dropState(times, now.getTime());
    if (state === 'upcoming') {
      throw new DomainError(
        'DROP_NOT_OPEN',
        `${found.drop.name} has not opened yet (it opens on ${istMoment(times.opensAt)}): edit its times instead.`,
      );
    }
    if (state === 'closed') {
      return {
        record: found,
        message: `${found.drop.name} closed on ${istMoment(times.closesAt)}.`,
      };
    }
    await updateDropRow(tx, id, { closesAt: now, version: found.drop.version + 1, updatedAt: now });
    return { record: (await dropById(tx, id))!, message: `${found.drop.name} is closed.` };
  });
  dropStockBack('committed');
  return { drop: await replyOf(deps, record), message };
}
