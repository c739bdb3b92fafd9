import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productSizes } from '../../../db/schema.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { failure } from '../../cart/cart.test-kit.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import {
  cashOrderWithHelp,
  helpAbout,
  mailTo,
  remediesOfItem,
  remedy,
  studentRemedies,
} from './remedies.test-kit.ts';

/**
 * A replacement for a wrong or damaged item of a cash order
 * (docs/product.md#wrong-or-damaged-items): one piece from stock, mailed, handed over with the
 * order's code.
 */
describeShop('replacements for wrong or damaged items', ({ database, shop }) => {
  it('a replacement takes one piece from stock, is mailed, and is handed over with the code', async () => {
    const admin = await signedInAdmin(shop);
    const { me, tee, order, item, help } = await cashOrderWithHelp(shop, { M: 1, L: 0 });
    const stockOf = async (size: 'M' | 'L') =>
      (
        await database.db.select().from(productSizes).where(eq(productSizes.productId, tee.id))
      ).find((s) => s.size === size)!.quantity;
    // None left in L: refused clearly, nothing written.
    const none = await remedy(shop, admin.token, {
      id: help.id,
      orderItem_id: item,
      remedy: 'replacement',
      size: 'L',
    });
    expect(failure(none)).toMatchObject({
      http: 409,
      code: 'OUT_OF_STOCK',
      message: expect.stringMatching(
        /^No Quad Tee in size L is left to send\. Choose another size, or refund it instead\.$/,
      ),
    });
    expect(await remediesOfItem(database.db, item)).toHaveLength(0);

    const sent = await remedy(shop, admin.token, {
      id: help.id,
      orderItem_id: item,
      remedy: 'replacement',
    });
    expect(sent.json()).toMatchObject({
      remedy: { kind: 'replacement', status: 'sent', size: 'M' },
    });
    expect(await stockOf('M')).toBe(0);
    await mailTo(shop, me.email, /^A replacement Quad Tee is on its way/);
    expect(await studentRemedies(shop, me.token, order.id)).toMatchObject([
      { status: 'sent', size: 'M' },
    ]);

    const id = (sent.json() as { remedy: { id: number } }).remedy.id;
    const over = (body: Record<string, unknown>) =>
      shop.call('admin/replacement/handed-over', { id, ...body }, { token: admin.token });
    expect(failure(await over({ handoverCode: '0000' })).code).toBe('HANDOVER_CODE_WRONG');
    expect(failure(await over({})).code).toBe('HANDOVER_CODE_NEEDED');
    expect((await over({ handoverCode: '4321' })).json()).toMatchObject({
      message: 'Replacement handed over.',
    });
    expect(await studentRemedies(shop, me.token, order.id)).toMatchObject([
      { status: 'handedOver', doneDate: expect.any(Number) },
    ]);
    expect((await over({ handoverCode: '4321' })).json().message).toMatch(/^Already handed over/);
    // Another request's replacement of the same item finds no M left.
    const again = await helpAbout(database.db, me.email, order.id, [item]);
    const short = await remedy(shop, admin.token, {
      id: again.id,
      orderItem_id: item,
      remedy: 'replacement',
    });
    expect(failure(short).code).toBe('OUT_OF_STOCK');
  });
});
