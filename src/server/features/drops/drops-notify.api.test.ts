import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { notifyRuns } from '../../db/schema/index.ts';
import { describeShop, signedUpUser } from '../../test/test-shop.ts';
import { announceOpenedDrops } from './drops.jobs.ts';
import { newDrop, openDrop } from './drops.test-kit.ts';

/** A drop's opening hands it to notify me once (docs/product.md#drops, #notify-me). */
describeShop('drops: the opening is announced to notify me', ({ database, shop }) => {
  it('writes one drop-opens run per drop once it is live, and never again', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, { name: 'Announced Tee' }, { M: 0 });
    const drop = await newDrop(shop, [tee.id]);
    const asked = await shop.call(
      'notify/subscribe',
      { productId: tee.id, kind: 'drop-opens' },
      { token: me.token },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const runs = () =>
      database.db
        .select()
        .from(notifyRuns)
        .where(eq(notifyRuns.dedupeKey, `drop-opens:${drop.id}`));

    expect(await announceOpenedDrops(shop)).toBe(0); // not open yet
    expect(await runs()).toEqual([]);
    openDrop(shop);
    expect(await announceOpenedDrops(shop)).toBeGreaterThanOrEqual(1);
    expect(await runs()).toHaveLength(1);
    expect(await announceOpenedDrops(shop)).toBe(0);
    expect(await runs()).toHaveLength(1);
  });

  it('takes a "notify me when it opens" only for a product whose drop has not opened', async () => {
    const me = await signedUpUser(shop);
    const tee = await insertProduct(database.db, { name: 'Plain Tee' }, { M: 3 });
    const ask = () =>
      shop.call('notify/subscribe', { productId: tee.id, kind: 'drop-opens' }, { token: me.token });
    const refusal = {
      statusCode: 409,
      message: 'This product has no drop coming up: there is no opening to tell you about.',
    };
    const noDrop = await ask();
    expect({ statusCode: noDrop.statusCode, message: noDrop.json().message }).toEqual(refusal);
    await newDrop(shop, [tee.id]);
    expect((await ask()).statusCode).toBe(200);
    openDrop(shop);
    const opened = await ask();
    expect({ statusCode: opened.statusCode, message: opened.json().message }).toEqual(refusal);
  });
});
