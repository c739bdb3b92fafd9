import { beforeEach, expect, it } from 'vitest';
import { describeShop, logIn, signedUpUser } from '../../test/test-shop.ts';
import { urlForLog } from '../../lib/log-redaction.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import {
  invitationToken,
  makeClub,
  signedUpManager,
  type MadeClub,
} from './clubs-admin.test-kit.ts';

const DAY = 86_400_000;

describeShop('club managers and their invitations', ({ shop }) => {
  let admin: { email: string; token: string };
  let club: MadeClub;
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
    club = await makeClub(shop, admin.token);
  });
  const invite = (inviteeEmail: string) =>
    shop.call('admin/clubs/invite', { clubId: club.id, inviteeEmail }, { token: admin.token });
  const accept = (token: string, as: string) =>
    shop.call('club-invite/accept', { token }, { token: as });
  const overview = (slug: string, as: string) =>
    shop.call(`clubs/${slug}/overview`, {}, { token: as });

  it('mails a one-time link that only the invited account accepts, once', async () => {
    const invitee = await signedUpUser(shop);
    const other = await signedUpUser(shop);
    expect((await invite(invitee.email)).json()).toEqual({
      status: 200,
      message: `Invitation sent to ${invitee.email}`,
    });
    const token = invitationToken(shop, invitee.email);
    // The link's token is a secret: request logs show the page's address without it.
    expect(urlForLog(`/club-invite/${token}?from=mail`)).toBe('/club-invite/[redacted]?from=mail');

    const check = await shop.call('club-invite/check', { token });
    expect(check.json()).toEqual({
      status: 200,
      clubName: club.name,
      clubSlug: club.slug,
      email: invitee.email,
      state: 'pending',
    });
    const wrong = await accept(token, other.token);
    expect(failure(wrong)).toMatchObject({ http: 403, code: 'CLUB_INVITE_WRONG_ACCOUNT' });
    expect(failure(wrong).message).toContain(invitee.email);
    expect(failure(await overview(club.slug, other.token))).toMatchObject({
      http: 404,
      code: 'CLUB_NOT_FOUND',
    });

    const ok = await accept(token, invitee.token);
    expect(ok.json()).toEqual({
      status: 200,
      message: `You now manage ${club.name}`,
      clubSlug: club.slug,
    });
    const mine = await shop.call('my-clubs', {}, { token: invitee.token });
    expect(mine.json()).toEqual({
      status: 200,
      clubs: [{ slug: club.slug, name: club.name, logoUrl: '' }],
    });
    await expect(overview(club.slug, invitee.token).then((r) => r.json())).resolves.toMatchObject({
      club: { name: club.name, shareBasisPoints: 1250, payoutTo: 'UPI robotics@okaxis' },
      managers: [{ email: invitee.email }],
      counts: { products: 0, drops: 0, orders: 0 },
    });

    expect(failure(await accept(token, invitee.token))).toMatchObject({
      http: 410,
      code: 'CLUB_INVITE_USED',
    });
    expect((await shop.call('club-invite/check', { token })).json()).toMatchObject({
      state: 'accepted',
    });
    expect(failure(await accept('not-a-token', invitee.token))).toMatchObject({
      http: 404,
      code: 'CLUB_INVITE_NOT_FOUND',
    });
    expect(failure(await invite(invitee.email))).toMatchObject({
      http: 409,
      code: 'CLUB_MANAGER_EXISTS',
    });
  });

  it('says so for a link that expired or was withdrawn, and for a resent one’s older link', async () => {
    const late = await signedUpUser(shop);
    await invite(late.email);
    const lateToken = invitationToken(shop, late.email);
    shop.clock.advance(8 * DAY);
    // Sessions end too in 8 days: both sign in again.
    admin = await signedInAdmin(shop);
    const lateToken2 = await logIn(shop, late.email, late.password);
    expect((await shop.call('club-invite/check', { token: lateToken })).json()).toMatchObject({
      state: 'expired',
    });
    expect(failure(await accept(lateToken, lateToken2))).toMatchObject({
      http: 410,
      code: 'CLUB_INVITE_EXPIRED',
    });

    await invite(late.email);
    const newer = invitationToken(shop, late.email);
    expect(newer).not.toBe(lateToken);
    const detail = await shop.call('admin/club', { id: club.id }, { token: admin.token });
    const [open] = (detail.json() as { invitations: { id: number; email: string }[] }).invitations;
    expect(open).toMatchObject({ email: late.email });
    const revoked = await shop.call(
      'admin/clubs/revoke-invitation',
      { invitationId: open!.id },
      { token: admin.token },
    );
    expect(revoked.json()).toEqual({ status: 200, message: 'Invitation withdrawn' });
    expect(failure(await accept(newer, lateToken2))).toMatchObject({
      http: 410,
      code: 'CLUB_INVITE_REVOKED',
    });
  });

  it('refuses a removed manager’s next call in the session they stay signed in with', async () => {
    const manager = await signedUpManager(shop, admin.token, club);
    expect((await overview(club.slug, manager.token)).statusCode).toBe(200);
    const detail = await shop.call('admin/club', { id: club.id }, { token: admin.token });
    expect(detail.json()).toMatchObject({ managers: [{ email: manager.email }], invitations: [] });

    const removed = await shop.call(
      'admin/clubs/remove-manager',
      { clubId: club.id, userId: Number(manager.claims.sub) },
      { token: admin.token },
    );
    expect(removed.json()).toEqual({ status: 200, message: 'Manager removed' });
    expect(failure(await overview(club.slug, manager.token))).toMatchObject({
      http: 404,
      code: 'CLUB_NOT_FOUND',
    });
    expect((await shop.call('my-clubs', {}, { token: manager.token })).json()).toEqual({
      status: 200,
      clubs: [],
    });
  });
});
