import { beforeEach, expect, it } from 'vitest';
import { SIZES } from '#shared/rules/sizes.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { signedInAdmin } from '../admin/admin.test-kit.ts';

// docs/product.md#size-guide: a table per style, read by anyone, replaced by the admin only.
describeShop('size guide', ({ shop }) => {
  let admin: { token: string };
  beforeEach(async () => {
    admin = await signedInAdmin(shop);
  });
  const guide = async (style: string) => {
    const res = await shop.app.inject({
      method: 'GET',
      url: `/api/v1/products/size-guide/${style}`,
    });
    return { status: res.statusCode, body: res.json() as { style: string; rows: unknown[] } };
  };
  const save = (style: string, rows: unknown, token = admin.token) =>
    shop.call(`admin/size-guide/${style}`, { rows }, { token });
  const row = (
    size: string,
    chestCm: unknown,
    lengthCm: unknown = 70,
    shoulderCm: unknown = 44,
  ) => ({
    size,
    chestCm,
    lengthCm,
    shoulderCm,
  });

  it('starts every style with a table of six sizes in cm, smallest first', async () => {
    for (const style of ['regular', 'oversized', 'hoodie', 'sponsered']) {
      const { status, body } = await guide(style);
      expect(status).toBe(200);
      expect(body.style).toBe(style);
      expect(body.rows.map((r) => (r as { size: string }).size)).toEqual([...SIZES]);
    }
    // The oversized chart's 46 in chest in M, kept in cm.
    expect((await guide('oversized')).body.rows[2]).toEqual({
      size: 'M',
      chestCm: 116.8,
      lengthCm: 73.7,
      shoulderCm: 55.9,
    });
    expect((await guide('Sponsored')).body.style).toBe('sponsered');
    const unknown = await shop.call('products/size-guide/polo');
    expect(unknown.statusCode).toBe(400);
  });

  it("replaces a style's table for the admin; everyone then reads the new one", async () => {
    const rows = [row('L', '104.5', 74, 46), row('m', 99, 72, 45), row('XL', 110, 76, 48)];
    const res = await save('hoodie', rows);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 200, message: 'Size guide saved', style: 'hoodie' });
    expect((await guide('hoodie')).body.rows).toEqual([
      { size: 'M', chestCm: 99, lengthCm: 72, shoulderCm: 45 },
      { size: 'L', chestCm: 104.5, lengthCm: 74, shoulderCm: 46 },
      { size: 'XL', chestCm: 110, lengthCm: 76, shoulderCm: 48 },
    ]);
    // Other styles are untouched.
    expect((await guide('regular')).body.rows).toHaveLength(6);
  });

  it('refuses tables that cannot be right, and keeps the one stored', async () => {
    const before = (await guide('regular')).body.rows;
    const cases: [unknown, string][] = [
      [[], 'Add each size once'],
      [[row('M', 9)], 'Enter a measurement from 10 to 200 cm'],
      [[row('M', 250)], 'Enter a measurement from 10 to 200 cm'],
      [[row('M', 96.25)], 'Enter a measurement from 10 to 200 cm'],
      [[row('M', 'wide')], 'Enter a measurement from 10 to 200 cm'],
      [[row('M', 96), row('M', 98)], 'Add each size once'],
      [[row('XXXL', 96)], 'Add each size once'],
      [[row('L', 96), row('M', 100)], 'A bigger size cannot measure less than a smaller one'],
      [[row('S', 90, 70, 44), row('M', 95, 68, 45)], 'A bigger size cannot measure less'],
    ];
    for (const [rows, message] of cases) {
      const res = await save('regular', rows);
      expect(res.statusCode, JSON.stringify(rows)).toBe(400);
      expect(failure(res).message).toContain(message);
    }
    expect((await guide('regular')).body.rows).toEqual(before);
  });

  it('lets no one but the admin change it', async () => {
    const before = (await guide('oversized')).body.rows;
    const student = await signedUpUser(shop);
    expect((await save('oversized', [row('M', 100)], student.token)).statusCode).toBe(403);
    const anonymous = await shop.call('admin/size-guide/oversized', { rows: [row('M', 100)] });
    expect(anonymous.statusCode).toBe(401);
    expect((await guide('oversized')).body.rows).toEqual(before);
  });
});
