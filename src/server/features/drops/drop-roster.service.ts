import type {
  DropMembersReply,
  RemindReply,
  RosterReply,
  RosterMember,
} from '#shared/contract/drop-roster.ts';
import {
  DROP_MEMBERS_MAX,
  emailInDomain,
  readMemberList,
  ROSTER_REMINDER_GAP_MS,
} from '#shared/rules/drop-members.ts';
import { dropState, istMoment } from '#shared/rules/drops.ts';
import { productPath } from '#shared/rules/slug.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { addMembers, memberCounts } from './drop-members.queries.ts';
import { audienceName } from './drop-members.service.ts';
import { rosterReminderMail } from './drop-roster.mails.ts';
import { claimReminder, membersOf, namesOf, orderedPieces } from './drop-roster.queries.ts';
import { dropById, productIdsOf, productRows, type DropRecord } from './drops.queries.ts';
import { forgetDropReads } from './drops.service.ts';
import { formatCount } from '#shared/rules/counts.ts';

/**
 * A drop's members and its organiser's roster (docs/product.md#members-only-drops): the list
 * (typed or a CSV), every member with what they ordered and who has not, a reminder to those
 * who have not (once a day), and the roster as CSV. The admin calls it for any drop; a club's
 * manager for the club's drops (drops.routes.ts checks `clubForManager` first).
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'mailer' | 'log'>;

/** The drop, or DROP_NOT_FOUND; with `clubId`, only that club's drop (another's is not found). */
export async function rosterDrop(
  deps: Pick<AppDeps, 'db'>,
  dropId: number,
  clubId?: number,
): Promise<DropRecord> {
  const record = await dropById(deps.db, dropId);
  if (!record || (clubId !== undefined && record.drop.clubId !== clubId)) {
    throw new DomainError('DROP_NOT_FOUND');
  }
  return record;
}

/** admin/drops/members: the good rows added, each bad row named by its line. */
export async function addMemberList(
  deps: Pick<AppDeps, 'db'>,
  record: DropRecord,
  list: string,
): Promise<Omit<DropMembersReply, 'status'>> {
  const { emails, problems } = readMemberList(list);
  const before = (await memberCounts(deps.db, [record.drop.id])).get(record.drop.id) ?? 0;
  if (before + emails.length > DROP_MEMBERS_MAX) {
    throw new DomainError(
      'VALIDATION_FAILED',
      `A drop's list holds at most ${formatCount(DROP_MEMBERS_MAX)} members: it has ${before}, and this adds ${emails.length}.`,
    );
  }
  if (emails.length === 0 && problems.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Type or upload at least one e-mail address.');
  }
  const added = await addMembers(deps.db, record.drop.id, emails, 'list');
  forgetDropReads(deps.db);
  const members = before + added;
  const again = emails.length - added;
  const parts = [
    `${added} ${added === 1 ? 'member' : 'members'} added to ${record.drop.name}`,
    ...(again > 0 ? [`${again} already on the list`] : []),
    ...(problems.length > 0
      ? [`${problems.length} ${problems.length === 1 ? 'row' : 'rows'} not taken (below)`]
      : []),
  ];
  return { message: `${parts.join('; ')}.`, added, members, problems };
}

const CSV_HEAD = 'email,name,ordered,order,product,size,quantity,print name,number';
const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // A leading = + - @ would be a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

function rosterCsv(members: readonly RosterMember[]): string {
  const rows = members.flatMap((m) =>
    m.items.length === 0
      ? [[m.email, m.name ?? '', 'no', '', '', '', '', '', '']]
      : m.items.map((i) => [
          m.email,
          m.name ?? '',
          'yes',
          i.orderNumber,
          i.productName,
          i.size,
          i.quantity,
          i.name,
          i.number,
        ]),
  );
  return [CSV_HEAD, ...rows.map((r) => r.map(csvCell).join(','))].join('\n') + '\n';
}

/** admin/drops/roster: each member with their pieces, those who have not ordered first. */
export async function roster(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  record: DropRecord,
): Promise<Omit<RosterReply, 'status'>> {
  const { drop } = record;
  const now = deps.clock();
  const [listed, pieces] = await Promise.all([
    membersOf(deps.db, drop.id),
    orderedPieces(deps.db, drop.id),
  ]);
  const byEmail = new Map<string, RosterMember>();
  for (const m of listed) {
    byEmail.set(m.email, { email: m.email, name: m.name, via: m.via, ordered: false, items: [] });
  }
  for (const p of pieces) {
    let member = byEmail.get(p.email);
    if (!member) {
      const via =
        drop.memberDomain && emailInDomain(p.email, drop.memberDomain) ? 'domain' : 'other';
      byEmail.set(
        p.email,
        (member = { email: p.email, name: p.studentName, via, ordered: true, items: [] }),
      );
    }
    member.ordered = true;
    member.items.push({
      orderNumber: p.orderNumber,
      productName: p.productName,
      size: p.size,
      quantity: p.quantity,
      name: p.teeName,
      // '' on a drop that takes no numbers.
      number: p.teeNumber === '' ? null : p.teeNumber,
    });
  }
  const members = [...byEmail.values()].sort(
    (a, b) => Number(a.ordered) - Number(b.ordered) || a.email.localeCompare(b.email),
  );
  const ordered = members.filter((m) => m.ordered).length;
  const remindedAt = drop.remindedAt?.getTime() ?? null;
  return {
    serverNow: now.getTime(),
    drop: {
      id: drop.id,
      name: drop.name,
      state: dropState(
        { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() },
        now.getTime(),
      ),
      audience: drop.audience,
      memberDomain: drop.memberDomain,
      remindedAt,
      nextReminderAt: remindedAt === null ? null : remindedAt + ROSTER_REMINDER_GAP_MS,
    },
    members,
    counts: {
      members: members.length,
      ordered,
      notOrdered: members.length - ordered,
      pieces: pieces.reduce((sum, p) => sum + p.quantity, 0),
    },
    csv: rosterCsv(members),
  };
}

/** Where a reminder sends the member: the drop's first product on sale (with the link's secret). */
async function dropPath(deps: Pick<AppDeps, 'db'>, record: DropRecord): Promise<string> {
  const [first] = await productRows(deps.db, productIdsOf(record.counters), false);
  if (!first) return '/shop';
  const path = productPath({ product_id: first.id, details: first.details });
  const key = record.drop.audience === 'link' ? record.drop.linkToken : null;
  return key ? `${path}?key=${encodeURIComponent(key)}` : path;
}

/**
 * admin/drops/roster/remind: one mail to each listed member who has not ordered, through the
 * outbox, while the drop is live; at most once a day per drop (DROP_REMINDED), decided by one
 * conditional update in the same transaction as the mails.
 */
export async function remindMembers(
  deps: Deps,
  record: DropRecord,
): Promise<Omit<RemindReply, 'status'>> {
  const { drop } = record;
  const now = deps.clock();
  const times = { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() };
  const state = dropState(times, now.getTime());
  if (state === 'upcoming') {
    throw new DomainError(
      'DROP_NOT_OPEN',
      `${drop.name} opens on ${istMoment(times.opensAt)}: remind members once it is live.`,
    );
  }
  if (state === 'closed') {
    throw new DomainError(
      'DROP_CLOSED',
      `${drop.name} closed on ${istMoment(times.closesAt)}: there is nothing left to remind about.`,
    );
  }
  const { members } = await roster(deps, record);
  const waiting = members.filter((m) => !m.ordered && (m.via === 'list' || m.via === 'link'));
  if (waiting.length === 0) {
    return { message: `Every member of ${drop.name} has ordered: no reminder sent.`, sent: 0 };
  }
  const of = await audienceName(deps.db, drop);
  const path = await dropPath(deps, record);
  const names = await namesOf(
    deps.db,
    waiting.map((m) => m.email),
  );
  const brand = mailBrand(deps.config);
  const ids = await deps.db.transaction(async (tx) => {
    const since = new Date(now.getTime() - ROSTER_REMINDER_GAP_MS);
    if (!(await claimReminder(tx, drop.id, now, since))) {
      const last = (await dropById(tx, drop.id))?.drop.remindedAt ?? now;
      throw new DomainError(
        'DROP_REMINDED',
        `A reminder for ${drop.name} went on ${istMoment(last.getTime())}: the next can go from ${istMoment(last.getTime() + ROSTER_REMINDER_GAP_MS)}.`,
      );
    }
    const mails = waiting.map((m) =>
      rosterReminderMail(brand, {
        to: m.email,
        name: names.get(m.email) ?? null,
        dropName: drop.name,
        of,
        closesAt: drop.closesAt,
        path,
        round: `${drop.id}:${now.getTime()}`,
      }),
    );
    return enqueueMail(tx, mails, now);
  });
  await sendSoon(deps, ids);
  const n = waiting.length;
  return {
    message: `Reminder sent to ${n} ${n === 1 ? 'member' : 'members'} who ${n === 1 ? 'has' : 'have'} not ordered.`,
    sent: n,
  };
}
