import { expect } from 'vitest';
import type { DropLine } from '#shared/contract/drop-line.ts';
import type { TestShop } from '../../test/test-shop.ts';

/** Helpers for tests of a drop's line (ADR 028). */

/** drops/{dropId}/queue/join as a signed-in student; answers the line's answer. */
export async function joinLine(shop: TestShop, dropId: number, who: { token: string }) {
  const res = await shop.call(`drops/${dropId}/queue/join`, {}, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { queue: DropLine }).queue;
}

/** The status poll, as the page makes it (GET, the ticket only). */
export function lineByTicket(shop: TestShop, dropId: number, ticket: string) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/v1/drops/${dropId}/queue?ticket=${encodeURIComponent(ticket)}`,
  });
}
