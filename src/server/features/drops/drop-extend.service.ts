import { dropStockBack } from './drop-fast-answers.ts';
import type { z } from 'zod';
import type { AdminDrop, ExtendDropBody } from '#shared/contract/drops.ts';
import {
  DROP_LENGTH_MAX_MS,
  dropState,
  istLocalToEpoch,
  istMoment,
  shortDay,
} from '#shared/rules/drops.ts';
import { DROP_EXTENSION_MAX_MS } from '#shared/rules/drop-minimum.ts';
import { istDay } from '#shared/rules/admin.ts';
import { paths } from '#shared/web-paths.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import { transactionWithLock } from '../../db/locks.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { ADMIN_LOCK, replyOf } from './drop-admin.service.ts';
import { updateDropRow } from './drop-admin.queries.ts';
import { studentsOfDrop } from './drop-minimum.queries.ts';
import { dropById, type DropRecord } from './drops.queries.ts';

/**
 * Extending a drop (docs/product.md#print-minimums): once, while it is live, by up to 7 days, by
 * the admin or, for a club's drop, the club's manager. Every student with a pre-order in it is
 * mailed the new close in the same transaction (ADR 016); their cancel follows the drop's close,
 * so it stays open until the new one. A refusal writes nothing.
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>;

const invalid = (message: string) => new DomainError('VALIDATION_FAILED', message);

/** The refusals, in the order a person would want to hear them; nothing is read but the drop. */
function refuseExtension(
  { drop }: DropRecord,
  closesAt: number,
  readyBy: string,
  now: number,
): void {
  const times = { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() };
  const state = dropState(times, now);
  if (state === 'upcoming') {
    throw new DomainError(
      'DROP_NOT_OPEN',
      `${drop.name} has not opened yet (it opens on ${istMoment(times.opensAt)}): edit its times instead. Nothing changed.`,
    );
  }
  if (state === 'closed') {
    throw new DomainError(
      'DROP_CLOSED',
      `${drop.name} closed on ${istMoment(times.closesAt)}: a drop can be extended only before it closes. Nothing changed.`,
    );
  }
  if (drop.extendedAt && drop.extendedFrom) {
    throw new DomainError(
      'DROP_EXTENDED',
      `${drop.name} was extended once already (from ${istMoment(drop.extendedFrom.getTime())} to ${istMoment(times.closesAt)}): a drop can be extended only once. Nothing changed.`,
    );
  }
  if (closesAt <= times.closesAt) {
    throw invalid(
      `The new close must be after the current one (${istMoment(times.closesAt)}). Nothing changed.`,
    );
  }
  if (closesAt - times.closesAt > DROP_EXTENSION_MAX_MS) {
    throw invalid(
      `A drop can be extended by 7 days at most: close it by ${istMoment(times.closesAt + DROP_EXTENSION_MAX_MS)}. Nothing changed.`,
    );
  }
  if (closesAt - times.opensAt > DROP_LENGTH_MAX_MS) {
    throw invalid('A drop runs 60 days at most. Nothing changed.');
  }
  if (readyBy < istDay(closesAt)) {
    throw invalid(
      `The ready date (${shortDay(readyBy)}) would fall before the new close: give a new ready date on or after ${shortDay(istDay(closesAt))}. Nothing changed.`,
    );
  }
}

/**
 * admin/drops/extend and clubs/{slug}/drops/extend. `clubId`: the manager's club (a drop of
 * another club, or of the shop, is DROP_NOT_FOUND to them, as a missing one).
 */
export async function extendDrop(
  deps: Deps,
  caller: Caller,
  body: z.output<typeof ExtendDropBody>,
  clubId?: number,
): Promise<{ drop: AdminDrop; message: string }> {
  const brand = mailBrand(deps.config);
  const { record, message, mailIds } = await transactionWithLock(
    deps.db,
    ADMIN_LOCK,
    async (tx) => {
      const now = deps.clock();
      const found = await dropById(tx, body.id);
      if (!found || (clubId !== undefined && found.drop.clubId !== clubId)) {
        throw new DomainError('DROP_NOT_FOUND');
      }
      const { drop } = found;
      const closesAt = istLocalToEpoch(body.closesAt);
      const readyBy = body.readyBy ?? drop.readyBy;
      refuseExtension(found, closesAt, readyBy, now.getTime());
      await updateDropRow(tx, drop.id, {
        closesAt: new Date(closesAt),
        readyBy,
        extendedAt: now,
        extendedBy: caller.userId,
        extendedFrom: drop.closesAt,
        version: drop.version + 1,
        updatedAt: now,
      });
      const when = istMoment(closesAt);
      const students = await studentsOfDrop(tx, drop.id);
      const ids = await enqueueMail(
        tx,
        students.map((s) => ({
          to: s.email,
          subject: `${drop.name} now closes on ${when}`,
          text: [
            `Hello ${s.name},`,
            '',
            `${drop.name}, which you pre-ordered from, now takes pre-orders until ${when} (Indian time) instead of ${istMoment(drop.closesAt.getTime())}.`,
            ...(drop.minimumKind === 'none'
              ? []
              : [
                  'It is printed only if its minimum is ordered by then; otherwise every pre-order is cancelled and any online payment refunded in full.',
                ]),
            `Your pre-order is ready by ${shortDay(readyBy)}.`,
            `If you would rather not wait, you may cancel your pre-order until ${when} on your orders page: ${brand.publicUrl}${paths.myOrders}`,
            '',
            brand.shopName,
          ].join('\n'),
          kind: 'drop-extended',
          dedupeKey: `drop-extended:${drop.id}:${s.userId}`,
        })),
        now,
      );
      return {
        record: (await dropById(tx, drop.id))!,
        message: `${drop.name} now closes on ${when}. ${students.length === 1 ? '1 student was' : `${students.length} students were`} mailed the new date.`,
        mailIds: ids,
      };
    },
  );
  dropStockBack('committed');
  await sendSoon(deps, mailIds);
  return { drop: await replyOf(deps, record), message };
}
