import { expect } from 'vitest';
import type { CreateClubBody } from '#shared/contract/clubs.ts';
import { signedUpUser, type SignedUpUser, type TestShop } from '../../test/test-shop.ts';

/** Helpers for clubs' API tests: a club, an invitation's link, a manager who accepted one. */

let serial = 0;

/** A club's form with a fresh slug and tag (`club-N`), paid by UPI. */
export function clubFields(overrides: Partial<CreateClubBody['club']> = {}) {
  serial += 1;
  const key = `club-${Date.now().toString(36)}-${serial}`;
  return {
    name: `Robotics Club ${serial}`,
    slug: key,
    tag: key,
    about: 'We build robots and wear them.',
    sharePercent: '12.5',
    payoutMethod: 'upi' as const,
    upiId: 'robotics@okaxis',
    ...overrides,
  };
}

export interface MadeClub {
  id: number;
  slug: string;
  tag: string;
  name: string;
  version: number;
}

export async function makeClub(
  shop: TestShop,
  adminToken: string,
  body: Partial<CreateClubBody> = {},
): Promise<MadeClub> {
  const res = await shop.call(
    'admin/clubs/create',
    { club: clubFields(), ...body },
    { token: adminToken },
  );
  expect(res.json(), 'admin/clubs/create').toMatchObject({ status: 200 });
  return (res.json() as { club: MadeClub }).club;
}

/** The token of the newest invitation link mailed to `email`. */
export function invitationToken(shop: TestShop, email: string): string {
  const mail = shop.smtp.lastTo(email, (m) => /invited to manage/.test(m.subject ?? ''));
  const match = /\/club-invite\/([\w-]+)/.exec(mail?.text ?? '');
  expect(match, `an invitation mail to ${email}`).not.toBeNull();
  return match![1]!;
}

/** A student invited to the club who signed up and accepted the link. */
export async function signedUpManager(
  shop: TestShop,
  adminToken: string,
  club: MadeClub,
): Promise<SignedUpUser> {
  const student = await signedUpUser(shop);
  await shop.call(
    'admin/clubs/invite',
    { clubId: club.id, inviteeEmail: student.email },
    { token: adminToken },
  );
  const accepted = await shop.call(
    'club-invite/accept',
    { token: invitationToken(shop, student.email) },
    { token: student.token },
  );
  expect(accepted.json(), 'club-invite/accept').toMatchObject({ status: 200 });
  return student;
}
