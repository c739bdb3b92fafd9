import {
  CLUB_ORDERS_PAGE,
  type ClubMessage,
  type ClubOrderItem,
} from '#shared/contract/club-catalog.ts';
import { HELP_ISSUE_LABELS } from '#shared/rules/order-help.ts';
import type { ItemStep } from '#shared/rules/order-steps.ts';
import type { AppDeps } from '../../deps.ts';
import type { Caller } from '../../lib/caller.ts';
import { clubForManager } from '../clubs/index.ts';
import { clubOrderItems, helpAboutClub, sizeRequestsForClub } from './club-orders.queries.ts';

/**
 * A club's orders and inbox (docs/product.md#a-clubs-products-drops-and-orders): the items of
 * its products in students' orders, never the rest of an order, and the messages about its
 * products, read only. Order states change through the orders area (ADR 021), not here.
 */

type Deps = Pick<AppDeps, 'db'>;

/** clubs/{slug}/orders: one page of the club's items, newest first, of one state or all. */
export async function clubOrders(
  deps: Deps,
  caller: Caller,
  slug: string,
  query: { page?: number; state?: ItemStep },
) {
  const club = await clubForManager(deps, caller, slug);
  const page = query.page ?? 1;
  const { rows, total } = await clubOrderItems(deps.db, club.id, {
    ...(query.state ? { state: query.state } : {}),
    limit: CLUB_ORDERS_PAGE,
    offset: (page - 1) * CLUB_ORDERS_PAGE,
  });
  const items: ClubOrderItem[] = rows.map(({ hostelAddress, placedAt, ...row }) => ({
    ...row,
    placedAt: placedAt.getTime(),
    // Only a hostel delivery is handed over at a place the club may need to name.
    hostel: row.deliveryMethod === 'hostel' ? hostelAddress : '',
  }));
  return { items, page, pages: Math.max(1, Math.ceil(total / CLUB_ORDERS_PAGE)), total };
}

/** clubs/{slug}/inbox: help and size requests about the club's products, newest first. */
export async function clubInbox(deps: Deps, caller: Caller, slug: string) {
  const club = await clubForManager(deps, caller, slug);
  const [help, sizes] = await Promise.all([
    helpAboutClub(deps.db, club.id),
    sizeRequestsForClub(deps.db, club.id),
  ]);
  const messages: ClubMessage[] = [
    ...help.map((h) => ({
      kind: 'help' as const,
      id: h.id,
      at: h.at.getTime(),
      productName: h.productName,
      subject: HELP_ISSUE_LABELS[h.issue],
      message: h.message,
      orderNumber: h.orderNumber,
      handled: h.handledAt !== null,
    })),
    ...sizes.map((s) => ({
      kind: 'size' as const,
      id: s.id,
      at: s.at.getTime(),
      productName: s.productName,
      subject: `Size ${s.size} × ${s.quantity}`,
      message: s.comments,
      orderNumber: '',
      handled: s.handledAt !== null,
    })),
  ];
  // One help request about two of the club's items is one message.
  const seen = new Set<string>();
  return messages
    .filter((m) => !seen.has(`${m.kind}:${m.id}`) && seen.add(`${m.kind}:${m.id}`))
    .sort((a, b) => b.at - a.at);
}
