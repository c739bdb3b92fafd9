import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { clubInvitations, clubs, collabApplications, products } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';
import { clubFields, invitationToken, makeClub } from './clubs-admin.test-kit.ts';

describeShop('the admin’s clubs', ({ database, shop }) => {
  let admin: { email: string; token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });
  const create = (body: object) => shop.call('admin/clubs/create', body, { token: admin.token });

  it('refuses payout details, shares and addresses of the wrong shape, naming the field', async () => {
    const cases: [object, string][] = [
      [{ upiId: 'robotics' }, 'Enter a UPI id like robotics@okaxis'],
      [{ sharePercent: '100.5' }, 'Enter a share from 0 to 100 %'],
      [{ sharePercent: '12.345' }, 'Enter a share from 0 to 100 %'],
      [{ sharePercent: '-1' }, 'Enter a share from 0 to 100 %'],
      [{ slug: 'Robotics Club' }, 'Use lower-case letters, digits and single dashes'],
      [
        { payoutMethod: 'bank', bankAccount: '12ab', ifsc: 'SBIN0001234' },
        'Enter the account number',
      ],
      [
        { payoutMethod: 'bank', bankAccount: '123456789012', ifsc: 'SBIN1234' },
        'Enter an IFSC like',
      ],
    ];
    const before = await database.db.select().from(clubs);
    for (const [overrides, message] of cases) {
      const res = await create({ club: clubFields(overrides) });
      expect(failure(res), JSON.stringify(overrides)).toMatchObject({
        http: 400,
        code: 'VALIDATION_FAILED',
      });
      expect(failure(res).message).toContain(message);
    }
    expect(await database.db.select().from(clubs)).toEqual(before);
  });

  it('keeps the share in basis points and only the chosen payout details', async () => {
    const fields = clubFields({
      sharePercent: '12.05',
      payoutMethod: 'bank',
      upiId: 'left@okaxis',
      bankAccount: '1234 5678 9012',
      ifsc: 'sbin0001234',
    });
    const made = await makeClub(shop, admin.token, { club: fields });
    expect(made).toMatchObject({
      shareBasisPoints: 1205,
      payoutMethod: 'bank',
      upiId: '',
      bankAccount: '123456789012',
      ifsc: 'SBIN0001234',
      version: 1,
    });
  });

  it('links the products already carrying its tag, and refuses a taken address or tag', async () => {
    const db = database.db;
    const tee = await insertProduct(db, { name: 'Bot Tee', tags: ['Robo-Lab', 'tee'] });
    const other = await insertProduct(db, { name: 'Plain Tee', tags: ['tee'] });
    const res = await create({ club: clubFields({ slug: 'robo-lab', tag: 'robo-lab' }) });
    expect(res.json()).toMatchObject({
      status: 200,
      message: expect.stringContaining('1 product with its tag linked'),
    });
    const id = (res.json() as { club: { id: number } }).club.id;
    const owners = await db.select({ id: products.id, clubId: products.clubId }).from(products);
    expect(owners).toEqual(
      expect.arrayContaining([
        { id: tee.id, clubId: id },
        { id: other.id, clubId: null },
      ]),
    );

    const again = await create({ club: clubFields({ slug: 'robo-lab' }) });
    expect(failure(again)).toMatchObject({ http: 409, code: 'CLUB_SLUG_TAKEN' });
    const tagAgain = await create({ club: clubFields({ tag: 'robo-lab' }) });
    expect(failure(tagAgain)).toMatchObject({ http: 409, code: 'CLUB_TAG_TAKEN' });

    const list = await shop.call('admin/clubs', {}, { token: admin.token });
    const lines = (list.json() as { clubs: { slug: string }[] }).clubs;
    expect(lines.find((c) => c.slug === 'robo-lab')).toMatchObject({
      products: 1,
      managers: 0,
      pendingInvitations: 0,
    });
  });

  it('makes a club from an application, recording it and inviting its sender', async () => {
    const [application] = await database.db
      .insert(collabApplications)
      .values({ name: 'Kavya Nair', email: 'kavya@campus.example', number: '9876511111' })
      .returning();
    const made = await makeClub(shop, admin.token, {
      applicationId: application!.id,
      inviteEmail: 'Kavya@Campus.example',
    });
    expect(made).toMatchObject({ applicationId: application!.id });
    const token = invitationToken(shop, 'kavya@campus.example');
    const [stored] = await database.db
      .select()
      .from(clubInvitations)
      .where(eq(clubInvitations.clubId, made.id));
    expect(stored).toMatchObject({ email: 'kavya@campus.example' });
    // Only the token's SHA-256 is kept.
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const detail = await shop.call('admin/club', { id: made.id }, { token: admin.token });
    expect(detail.json()).toMatchObject({
      managers: [],
      invitations: [{ email: 'kavya@campus.example', expired: false }],
    });

    const missing = await create({ club: clubFields(), applicationId: 999_999 });
    expect(failure(missing)).toMatchObject({ http: 404, code: 'CLUB_APPLICATION_NOT_FOUND' });
  });

  it('refuses an edit made from an older version, with the stored club', async () => {
    const made = await makeClub(shop, admin.token);
    const edit = (version: number, name: string) =>
      shop.call(
        'admin/clubs/update',
        { id: made.id, version, club: clubFields({ slug: made.slug, tag: made.tag, name }) },
        { token: admin.token },
      );
    const first = await edit(1, 'Robotics Society');
    expect(first.json()).toMatchObject({ club: { name: 'Robotics Society', version: 2 } });
    const stale = await edit(1, 'Robo Soc');
    expect(failure(stale)).toMatchObject({ http: 409, code: 'CLUB_CHANGED' });
    expect(stale.json()).toMatchObject({ current: { name: 'Robotics Society', version: 2 } });
    const missing = await shop.call(
      'admin/clubs/update',
      { id: 999_999, version: 1, club: clubFields() },
      { token: admin.token },
    );
    expect(failure(missing)).toMatchObject({ http: 404, code: 'CLUB_NOT_FOUND' });
  });
});
