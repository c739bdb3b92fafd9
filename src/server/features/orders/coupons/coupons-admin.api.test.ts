import { expect, it } from 'vitest';
import { insertProduct } from '../../../test/db-fixtures.ts';
import { describeShop, signedUpUser } from '../../../test/test-shop.ts';
import { addToCart, failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { uniqueCode } from './coupons.test-kit.ts';

describeShop('coupon codes: the admin', ({ shop }) => {
  it('creates codes with their terms; only the admin may; a code is made once', async () => {
    const admin = await signedInAdmin(shop);
    const code = uniqueCode('CLUB');
    const body = {
      code: code.toLowerCase(),
      kind: 'flat',
      value: '150',
      minOrder: 799,
      totalUses: 100,
      usesPerStudent: 1,
      scope: 'club',
      scopeValue: 'robotics',
    };
    const made = await shop.call('admin/coupons/create', body, { token: admin.token });
    expect(made.json()).toMatchObject({
      status: 200,
      message: `Coupon ${code} created`,
      coupon: { code, kind: 'flat', value: 150, minOrder: 799, usesTaken: 0, active: true },
    });
    const again = await shop.call('admin/coupons/create', body, { token: admin.token });
    expect(failure(again)).toMatchObject({ http: 409, code: 'COUPON_EXISTS' });
    const list = (await shop.call('admin/coupons', {}, { token: admin.token })).json();
    expect(list.coupons.map((c: { code: string }) => c.code)).toContain(code);

    const badPercent = await shop.call(
      'admin/coupons/create',
      { code: uniqueCode(), kind: 'percent', value: 150 },
      { token: admin.token },
    );
    expect(failure(badPercent).http).toBe(400);

    const student = await signedUpUser(shop);
    const denied = await shop.call('admin/coupons/create', body, { token: student.token });
    expect(failure(denied)).toMatchObject({ http: 403, code: 'ADMIN_ONLY' });

    const id = made.json().coupon.id as number;
    const off = await shop.call(
      'admin/coupons/active',
      { id, active: false },
      { token: admin.token },
    );
    expect(off.statusCode).toBe(200);
    const tee = await insertProduct(shop.db);
    await addToCart(shop, student, { productId: tee.id, selectedSize: 'M' });
    const q = await shop.call(
      'payment/quote',
      { deliveryMethod: 'pickup', couponCode: code },
      { token: student.token },
    );
    expect(q.json().coupon).toMatchObject({ applied: false, error: 'COUPON_UNKNOWN' });
  });
});
