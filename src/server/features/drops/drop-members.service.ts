import { randomBytes, timingSafeEqual } from 'node:crypto';
import { emailInDomain, membersOnlyMessage } from '#shared/rules/drop-members.ts';
import type { Db } from '../../db/client.ts';
import type { DropRow } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { addMembers, clubName, emailOfUser, isListed } from './drop-members.queries.ts';

/**
 * Who may pre-order from a drop (docs/product.md#members-only-drops). The cart (adding, changing
 * and reading a line), PLACE ORDER, PAY and a late payment's finalisation all ask here with the
 * account, so nothing a client sends lets a non-member in. A drop open to everyone costs nothing:
 * no query is made for it.
 */

/** The account pre-ordering, and the link's secret when it came with one. */
export interface DropBuyer {
  userId: number;
  key?: string;
}

/** A fresh, unguessable secret for a link-only drop's link (144 random bits). */
export const newLinkToken = () => randomBytes(18).toString('base64url');

/** Whether `key` is the drop's secret (compared in constant time). */
export function holdsLink(drop: DropRow, key: string | undefined): boolean {
  if (drop.audience !== 'link' || !drop.linkToken || !key) return false;
  const a = Buffer.from(key);
  const b = Buffer.from(drop.linkToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Who the drop is for, as its message names them: its club, else the drop itself. */
export async function audienceName(db: Db, drop: DropRow): Promise<string> {
  return (drop.clubId !== null && (await clubName(db, drop.clubId))) || drop.name;
}

type Standing = 'member' | 'not-member' | 'no-link';

/**
 * Whether the account may pre-order: a link-only drop admits those who sent its secret or came
 * with it before (kept as a `link` member); a members-only drop its list and its domain.
 */
export async function standingOf(db: Db, drop: DropRow, buyer: DropBuyer): Promise<Standing> {
  if (drop.audience === 'everyone') return 'member';
  if (holdsLink(drop, buyer.key)) return 'member';
  const email = await emailOfUser(db, buyer.userId);
  if (email !== undefined) {
    if (drop.audience === 'members' && drop.memberDomain && emailInDomain(email, drop.memberDomain))
      return 'member';
    if (await isListed(db, drop.id, email)) return 'member';
  }
  return drop.audience === 'link' ? 'no-link' : 'not-member';
}

/**
 * DROP_MEMBERS_ONLY ("This drop is for members of Hockey Club.") for a non-member, and for a
 * link-only drop without its secret DROP_NOT_FOUND, as if there were no such drop. An account
 * that sent the secret is kept as the drop's member (`keepLink`: at an addition to the cart, in
 * its transaction), so its cart and checkout need no link again.
 */
export async function refuseNonMember(
  db: Db,
  drop: DropRow,
  buyer: DropBuyer,
  keepLink = false,
): Promise<void> {
  const standing = await standingOf(db, drop, buyer);
  if (standing === 'no-link') throw new DomainError('DROP_NOT_FOUND');
  if (standing === 'not-member') {
    throw new DomainError('DROP_MEMBERS_ONLY', membersOnlyMessage(await audienceName(db, drop)));
  }
  if (keepLink && holdsLink(drop, buyer.key)) {
    const email = await emailOfUser(db, buyer.userId);
    if (email !== undefined) await addMembers(db, drop.id, [email], 'link');
  }
}

/** The members-only message for a non-member (undefined for a member), without refusing. */
export async function membersOnlyNote(
  db: Db,
  drop: DropRow,
  buyer: DropBuyer,
): Promise<string | undefined> {
  if ((await standingOf(db, drop, buyer)) === 'member') return undefined;
  return membersOnlyMessage(await audienceName(db, drop));
}
