import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PayoutsReply, StatementReply } from '#shared/contract/club-money.ts';
import type { Db } from '../../db/client.ts';
import { clubLedger, clubManagers, users, type ClubRow } from '../../db/schema/index.ts';
import { makeClub } from '../clubs/clubs.test-kit.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { signedUpUser, type TestShop } from '../../test/test-shop.ts';

/**
 * Clubs, managers and club products for the ledger's tests, as rows (the admin's club form is
 * another part's): a club with its share, a student who manages it, a tee it sells.
 */

/** A club earning `sharePercent` of each sale (paid by UPI). */
export const insertClub = (db: Db, sharePercent = 20): Promise<ClubRow> =>
  makeClub(db, { shareBasisPoints: Math.round(sharePercent * 100) });

/** A signed-up student who manages `club` (their token and e-mail). */
export async function managerOf(shop: TestShop, club: ClubRow) {
  const who = await signedUpUser(shop);
  const [user] = await shop.db.select().from(users).where(eq(users.email, who.email));
  await shop.db.insert(clubManagers).values({ clubId: club.id, userId: user!.id });
  return who;
}

/** A tee of the club at `pricePaise`, 20 of each size. */
export const clubTee = (db: Db, club: ClubRow | null, pricePaise = 49_900) =>
  insertProduct(
    db,
    { pricePaise, clubId: club?.id ?? null },
    { XS: 20, S: 20, M: 20, L: 20, XL: 20, '2XL': 20 },
  );

/** The club's ledger rows, oldest first. */
export const ledgerOf = (db: Db, clubId: number) =>
  db.select().from(clubLedger).where(eq(clubLedger.clubId, clubId)).orderBy(clubLedger.id);

/** clubs/{slug}/statement as `token`. */
export async function statementOf(
  shop: TestShop,
  token: string,
  slug: string,
  month?: string,
): Promise<StatementReply> {
  const res = await shop.call(`clubs/${slug}/statement`, month ? { month } : {}, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StatementReply;
}

/** clubs/{slug}/payouts as `token`. */
export async function payoutsOf(shop: TestShop, token: string, slug: string) {
  const res = await shop.call(`clubs/${slug}/payouts`, {}, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PayoutsReply;
}

/** admin/clubs/{slug}/payouts/record as `token`. */
export const recordPayout = (
  shop: TestShop,
  token: string,
  slug: string,
  body: Record<string, unknown>,
) => shop.call(`admin/clubs/${slug}/payouts/record`, body, { token });

/** Today in India, `yyyy-mm-dd`. */
export const istToday = (now = Date.now()) =>
  new Date(now + 330 * 60_000).toISOString().slice(0, 10);
