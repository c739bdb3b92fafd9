import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InboxKind } from '#shared/contract/admin-inbox.ts';
import { HELP_ISSUE_LABELS, type HelpIssue } from '#shared/rules/order-help.ts';
import { rowsOf, type Db } from '../../db/client.ts';
import { helpReference } from '../orders/index.ts';
import {
  collabApplications,
  helpRequests,
  orderItems,
  orders,
  products,
  sizeRequests,
  tickets,
  users,
} from '../../db/schema/index.ts';

/** One submission from the shop's forms, as the inbox lists it. */
export interface InboxRecord {
  kind: InboxKind;
  id: number;
  createdAt: Date;
  name: string;
  email: string;
  phone: string;
  title: string;
  message: string;
  link: string;
  handledAt: Date | null;
  handledBy: string;
  /** Help requests only (null and '' for the other kinds). */
  orderId: number | null;
  /** The order's number as its student reads it, '' without an order. */
  orderNumber: string;
  orderItemId: number | null;
  photoUrl: string;
  answer: string;
}

type State = 'open' | 'handled' | 'all';
/** The help requests' columns, empty in the other kinds' parts of the union. */
const NO_HELP = sql`null::int as order_id, '' as order_number, null::int as order_item_id, '' as photo_url, '' as answer`;
const stateOf = (column: AnyPgColumn, state: State): SQL | undefined =>
  state === 'open' ? isNull(column) : state === 'handled' ? isNotNull(column) : undefined;

/**
 * The three tables as one list (UNION ALL), newest first, a page at a time; spam caught by the
 * forms' honeypot is left out. Every part names its columns: a union takes the names of its first
 * part, and a list of one kind has no other.
 */
function unionOf(kind: InboxKind | 'all', state: State) {
  const parts: SQL[] = [];
  if (kind === 'all' || kind === 'sizeRequest') {
    parts.push(sql`select 'sizeRequest' as kind, ${sizeRequests.id} as id, ${sizeRequests.createdAt} as created_at,
      coalesce(${users.name}, '') as name, ${sizeRequests.email} as email, coalesce(${users.phone}, '') as phone,
      'Size ' || ${sizeRequests.size} || ' × ' || ${sizeRequests.quantity} || ' of ' || ${products.name} as title,
      ${sizeRequests.comments} as message, '' as link, ${sizeRequests.handledAt} as handled_at, ${sizeRequests.handledBy} as handled_by, ${NO_HELP}
      from ${sizeRequests} join ${products} on ${products.id} = ${sizeRequests.productId}
      left join ${users} on ${users.id} = ${sizeRequests.userId}
      where ${and(sql`true`, stateOf(sizeRequests.handledAt, state))}`);
  }
  if (kind === 'all' || kind === 'ticket') {
    parts.push(sql`select 'ticket' as kind, ${tickets.id} as id, ${tickets.createdAt} as created_at, ${tickets.name} as name,
      ${tickets.email} as email, ${tickets.number} as phone,
      case when ${tickets.kind} = 'service_enquiry' then 'Service enquiry: ' else 'Ticket: ' end || array_to_string(${tickets.services}, ', ') as title,
      ${tickets.comment} as message, '' as link, ${tickets.handledAt} as handled_at, ${tickets.handledBy} as handled_by, ${NO_HELP}
      from ${tickets} where ${and(eq(tickets.spam, false), stateOf(tickets.handledAt, state))}`);
  }
  if (kind === 'all' || kind === 'collab') {
    parts.push(sql`select 'collab' as kind, ${collabApplications.id} as id, ${collabApplications.createdAt} as created_at,
      ${collabApplications.name} as name, ${collabApplications.email} as email, ${collabApplications.number} as phone,
      'Collaboration: ' || array_to_string(${collabApplications.profiles}, ', ') as title,
      ${collabApplications.comment} as message, ${collabApplications.cvLink} as link,
      ${collabApplications.handledAt} as handled_at, ${collabApplications.handledBy} as handled_by, ${NO_HELP}
      from ${collabApplications} where ${and(eq(collabApplications.spam, false), stateOf(collabApplications.handledAt, state))}`);
  }
  if (kind === 'all' || kind === 'help') {
    // The title is the issue's code here; the mapping below words it.
    parts.push(sql`select 'help' as kind, ${helpRequests.id} as id, ${helpRequests.createdAt} as created_at,
      ${users.name} as name, ${users.email} as email, ${users.phone} as phone,
      ${helpRequests.issue} as title,
      case when ${helpRequests.transactionId} = '' then ${helpRequests.message}
        else 'Payment reference: ' || ${helpRequests.transactionId} || chr(10) || ${helpRequests.message} end as message,
      '' as link, ${helpRequests.handledAt} as handled_at, ${helpRequests.handledBy} as handled_by,
      ${helpRequests.orderId} as order_id,
      coalesce((select ${orders.orderNumber} from ${orders} where ${orders.id} = ${helpRequests.orderId}), '') as order_number,
      coalesce(${helpRequests.orderItemIds}[1], (select min(${orderItems.id}) from ${orderItems} where ${orderItems.orderId} = ${helpRequests.orderId})) as order_item_id,
      ${helpRequests.photoUrl} as photo_url, ${helpRequests.answer} as answer
      from ${helpRequests} join ${users} on ${users.id} = ${helpRequests.userId}
      where ${and(sql`true`, stateOf(helpRequests.handledAt, state))}`);
  }
  return sql.join(parts, sql` union all `);
}

/** "Order 7KQ4-M9X2 · Wrong or damaged item · HLP-00003". */
function helpTitle(r: Row): string {
  const issue = HELP_ISSUE_LABELS[r.title as HelpIssue] ?? r.title;
  const about = r.order_id === null ? 'No order' : `Order ${r.order_number}`;
  return `${about} · ${issue} · ${helpReference(Number(r.id))}`;
}

interface Row {
  kind: InboxKind;
  id: number;
  created_at: string | Date;
  name: string;
  email: string;
  phone: string;
  title: string;
  message: string;
  link: string;
  handled_at: string | Date | null;
  handled_by_email: string | null;
  order_id: number | null;
  order_number: string;
  order_item_id: number | null;
  photo_url: string;
  answer: string;
}

export async function inboxPage(
  db: Db,
  kind: InboxKind | 'all',
  state: State,
  limit: number,
  offset: number,
): Promise<{ entries: InboxRecord[]; total: number }> {
  const union = unionOf(kind, state);
  const result = await db.execute(sql`select e.*, u.email as handled_by_email
    from (${union}) e left join ${users} u on u.id = e.handled_by
    order by e.created_at desc, e.id desc limit ${limit} offset ${offset}`);
  const counted = await db.execute(sql`select count(*)::int as n from (${union}) e`);
  const rows = rowsOf<Row>(result);
  const n = rowsOf<{ n: number }>(counted)[0]?.n ?? 0;
  return {
    total: Number(n),
    entries: rows.map((r) => ({
      kind: r.kind,
      id: Number(r.id),
      createdAt: new Date(r.created_at),
      name: r.name,
      email: r.email,
      phone: r.phone,
      title: r.kind === 'help' ? helpTitle(r) : r.title,
      message: r.message,
      link: r.link,
      handledAt: r.handled_at ? new Date(r.handled_at) : null,
      handledBy: r.handled_by_email ?? '',
      orderId: r.order_id === null ? null : Number(r.order_id),
      orderNumber: r.order_number,
      orderItemId: r.order_item_id === null ? null : Number(r.order_item_id),
      photoUrl: r.photo_url,
      answer: r.answer,
    })),
  };
}

export async function openCounts(db: Db): Promise<Record<InboxKind, number>> {
  const count = async (
    table: typeof tickets | typeof collabApplications | typeof sizeRequests | typeof helpRequests,
    extra?: SQL,
  ) => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(isNull(table.handledAt), extra));
    return Number(row?.n ?? 0);
  };
  const [sizeRequest, ticket, collab, help] = await Promise.all([
    count(sizeRequests),
    count(tickets, eq(tickets.spam, false)),
    count(collabApplications, eq(collabApplications.spam, false)),
    count(helpRequests),
  ]);
  return { sizeRequest, ticket, collab, help };
}

const TABLES = {
  sizeRequest: sizeRequests,
  ticket: tickets,
  collab: collabApplications,
  help: helpRequests,
} as const;

/** Marks one entry handled (by whom, now) or open again; false when there is no such entry. */
export async function setHandled(
  db: Db,
  kind: InboxKind,
  id: number,
  handled: { at: Date; by: number } | null,
): Promise<boolean> {
  const table = TABLES[kind];
  const rows = await db
    .update(table)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}
