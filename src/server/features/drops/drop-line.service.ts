import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DropLine, DropLineReply } from '#shared/contract/drop-line.ts';
import { dropState } from '#shared/rules/drops.ts';
import type { AppDeps } from '../../deps.ts';
import type { LineAnswer } from '../../adapters/drop-line/line-store.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { KeptReads } from '../../lib/kept-reads.ts';
import { lineStock } from './drop-line.mapper.ts';
import { refuseNonMember, type DropBuyer } from './drop-members.service.ts';
import { dropById, type DropRecord } from './drops.queries.ts';
import { sizeSoldOutIn } from './drop-fast-answers.ts';

/**
 * A drop's line at its opening (docs/product.md#the-line-at-a-drops-opening, ADR 028): joining,
 * the status a waiting page polls, and the gate that adding the drop's pieces to the cart and
 * placing them pass while the line is active. The line itself is kept by `deps.dropLines`
 * (adapters/drop-line/line-store.ts: Redis, or memory).
 */

type Deps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'dropLines' | 'secrets'>;
type LineReply = Omit<DropLineReply, 'status'>;

const lineReads = new KeptReads<number, DropRecord | undefined>(200);

/**
 * The drop and its counters, read at most once per CATALOG_CACHE_CHECK_MS per drop and instance:
 * the polls of a crowd in line ask for it thousands of times a second. The stock they are shown
 * is that old at most; taking a piece decides by the counter itself.
 */
function lineDropRead({ db, clock, config }: Deps, dropId: number) {
  return lineReads.get(db, dropId, clock().getTime(), config.CATALOG_CACHE_CHECK_MS, () =>
    dropById(db, dropId).then((r) => (r && !r.drop.draft ? r : undefined)),
  );
}

/** The ticket of a student's place in a drop's line: the account and an HMAC of it with the drop. */
function macOf({ secrets }: Pick<Deps, 'secrets'>, dropId: number, userId: number) {
  return createHmac('sha256', secrets.jwtKey)
    .update(`drop-line\0${dropId}\0${userId}`)
    .digest()
    .subarray(0, 16);
}

export function ticketOf(deps: Pick<Deps, 'secrets'>, dropId: number, userId: number): string {
  return `${userId}.${macOf(deps, dropId, userId).toString('base64url')}`;
}

function userOfTicket(deps: Pick<Deps, 'secrets'>, dropId: number, ticket: string) {
  const m = /^(\d{1,12})\.([\w-]{22})$/.exec(ticket);
  if (!m) return undefined;
  const userId = Number(m[1]);
  const sent = Buffer.from(m[2]!, 'base64url');
  const mac = macOf(deps, dropId, userId);
  return sent.length === mac.length && timingSafeEqual(sent, mac) ? userId : undefined;
}

/** The longest a waiting student's page goes without asking where they stand. */
const POLL_MAX_MS = 15_000;
/**
 * The soonest: asked at the turn itself, so the students admitted in one second come at their
 * own moments. A floor of 1 s sent every student whose turn fell within the line's first second
 * together at its end, and their orders held up the crowd's joins (bench/README.md).
 */
const POLL_MIN_MS = 200;

const windowMsOf = (deps: Deps) => deps.config.DROP_LINE_CHECKOUT_MINUTES * 60_000;

/** The answer for a drop with no line to stand in (none now, sold out or closed). */
function noLine(state: DropLine['state'], record: DropRecord, ticket = ''): DropLine {
  return {
    state,
    place: null,
    estimateSeconds: null,
    admitted: state === 'open',
    admittedUntil: null,
    pollAfterMs: 0,
    ticket,
    ...lineStock(record),
  };
}

/** Where the line's answer leaves the student. */
function lineOf(deps: Deps, record: DropRecord, answer: LineAnswer, ticket: string): DropLine {
  const rate = deps.config.DROP_LINE_RATE;
  const stock = lineStock(record);
  const base = { ticket, ...stock, place: null, estimateSeconds: null, admittedUntil: null };
  if (answer.ended) return noLine('open', record, ticket);
  if (answer.number === null) return { ...base, state: 'out', admitted: false, pollAfterMs: 0 };
  if (answer.admittedAt !== null) {
    const until = answer.admittedAt + windowMsOf(deps);
    if (deps.clock().getTime() >= until) {
      return { ...base, state: 'expired', admitted: false, pollAfterMs: 0 };
    }
    return { ...base, state: 'admitted', admitted: true, admittedUntil: until, pollAfterMs: 5000 };
  }
  const ahead = answer.number - answer.front;
  const estimateSeconds = Math.max(1, Math.ceil(ahead / rate));
  return {
    ...base,
    state: 'waiting',
    admitted: false,
    place: Math.max(1, answer.number - Math.floor(answer.front)),
    estimateSeconds,
    // When the turn comes (the front moves at the rate while anyone waits), at most POLL_MAX_MS
    // away: the crowd's polls are most of an opening's calls (bench/README.md), and a sell-out
    // is still told within POLL_MAX_MS.
    pollAfterMs: Math.min(
      POLL_MAX_MS,
      Math.max(POLL_MIN_MS, Math.ceil((ahead * 1000) / rate) + 100),
    ),
  };
}

/** The drop's line state for `userId`, joining when `join`; null when the drop has no line now. */
async function step(deps: Deps, record: DropRecord, userId: number, join: boolean) {
  const now = deps.clock().getTime();
  const { drop } = record;
  const state = dropState(
    { opensAt: drop.opensAt.getTime(), closesAt: drop.closesAt.getTime() },
    now,
  );
  if (state === 'upcoming') throw new DomainError('DROP_NOT_OPEN');
  if (state === 'closed') return 'closed' as const;
  if (lineStock(record).soldOut) return 'soldOut' as const;
  if (deps.config.DROP_LINE_RATE === 0) return 'open' as const;
  return deps.dropLines.step({
    dropId: drop.id,
    userId,
    now,
    join,
    late: now >= drop.opensAt.getTime() + deps.config.DROP_LINE_MINUTES * 60_000,
    rate: deps.config.DROP_LINE_RATE,
    windowMs: windowMsOf(deps),
  });
}

async function knownDrop(deps: Deps, dropId: number) {
  const record = await lineDropRead(deps, dropId);
  if (!record) throw new DomainError('DROP_NOT_FOUND');
  return record;
}

/**
 * drops/{dropId}/queue/join: a place in the line (the same one when already in it). Only those
 * the drop is for stand in its line (docs/product.md#members-only-drops): a non-member is told
 * whom it is for, and a link-only drop without its secret is not found.
 */
export async function joinLine(deps: Deps, buyer: DropBuyer, dropId: number): Promise<LineReply> {
  const { userId } = buyer;
  const record = await knownDrop(deps, dropId);
  await refuseNonMember(deps.db, record.drop, buyer);
  const ticket = ticketOf(deps, dropId, userId);
  const answer = await step(deps, record, userId, true);
  const queue =
    typeof answer === 'string'
      ? noLine(answer, record, ticket)
      : lineOf(deps, record, answer, ticket);
  return { serverNow: deps.clock().getTime(), queue };
}

/** drops/{dropId}/queue: where the ticket's student stands, without joining. */
export async function lineStatus(deps: Deps, dropId: number, ticket: string): Promise<LineReply> {
  const userId = userOfTicket(deps, dropId, ticket);
  if (userId === undefined) throw new DomainError('DROP_LINE_TICKET');
  const record = await knownDrop(deps, dropId);
  const answer = await step(deps, record, userId, false);
  const queue =
    typeof answer === 'string'
      ? noLine(answer, record, ticket)
      : lineOf(deps, record, answer, ticket);
  return { serverNow: deps.clock().getTime(), queue };
}

/**
 * The gate: while the drop's line is active, the student passes only with an admission whose
 * window is open; otherwise they are put in line (or back at its end when their window ran out)
 * and refused with DROP_IN_LINE, the line's answer as `current`. A drop that is not live, sold
 * out, unknown or without a line passes: the cart and placement answer those themselves.
 * `record` is the drop as the caller read it (placement); else it is read as the polls read it.
 * An addition names its size (`asked`): one its counter shows sold out passes too, so the student
 * is told that by the rows rather than given a place in line for it (before this instance has a
 * sold-out mark to answer with, ADR 027); placing the order still needs the admission.
 */
export async function refuseUntilAdmitted(
  deps: Deps,
  userId: number,
  dropId: number,
  record?: DropRecord,
  asked?: { productId: number; size: string },
): Promise<void> {
  if (deps.config.DROP_LINE_RATE === 0) return;
  const read = record ?? (await lineDropRead(deps, dropId));
  if (!read) return;
  const now = deps.clock().getTime();
  if (
    dropState(
      { opensAt: read.drop.opensAt.getTime(), closesAt: read.drop.closesAt.getTime() },
      now,
    ) !== 'live'
  )
    return;
  if (asked && sizeSoldOutIn(read, asked.productId, asked.size)) return;
  const answer = await step(deps, read, userId, true);
  if (typeof answer === 'string' || answer.ended) return;
  const line = lineOf(deps, read, answer, ticketOf(deps, dropId, userId));
  if (line.state === 'admitted') return;
  const wait = line.estimateSeconds ?? 0;
  const about = wait < 60 ? `${wait} s` : `${Math.ceil(wait / 60)} min`;
  const where = `You are number ${line.place} in the line for ${read.drop.name} (about ${about}).`;
  throw new DomainError(
    'DROP_IN_LINE',
    answer.again ? `Your time to check out ran out. ${where}` : where,
    { current: line },
  );
}

/** The gate for each drop of a cart being placed (the drops as placement read them). */
export async function refuseUntilAdmittedToAll(
  deps: Deps,
  userId: number,
  drops: ReadonlyMap<number, DropRecord>,
): Promise<void> {
  for (const [dropId, record] of drops) await refuseUntilAdmitted(deps, userId, dropId, record);
}
