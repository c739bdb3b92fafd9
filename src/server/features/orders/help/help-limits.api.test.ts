import { expect, it } from 'vitest';
import { HELP_OPEN_CAP, HELP_PER_HOUR } from '#shared/rules/order-help.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { signedInAdmin } from '../../admin/admin.test-kit.ts';
import { askHelp, myHelp, storedHelpFor, studentWithOrder } from './help.test-kit.ts';

/** docs/product.md#help-with-an-order: a student's open requests and requests an hour are capped. */
describeShop('help with an order: limits', ({ shop }) => {
  it(`caps open requests at ${HELP_OPEN_CAP}, even sent at once, and new ones at ${HELP_PER_HOUR} an hour`, async () => {
    const me = await studentWithOrder(shop);
    const fields = {
      orderId: String(me.order.id),
      issue: 'not_received',
      message: 'Still waiting for it.',
    };
    const all = await Promise.all(
      Array.from({ length: HELP_OPEN_CAP + 3 }, () => askHelp(shop, me.token, fields)),
    );
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(HELP_OPEN_CAP);
    const refused = all.filter((r) => r.statusCode !== 200);
    expect(refused.every((r) => r.statusCode === 429)).toBe(true);
    expect(refused[0]!.json()).toMatchObject({ code: 'HELP_OPEN_LIMIT' });
    expect(await storedHelpFor(shop.db, me.userId)).toHaveLength(HELP_OPEN_CAP);

    // Closed ones do not count as open, but the hour still does.
    const admin = await signedInAdmin(shop);
    for (const row of await storedHelpFor(shop.db, me.userId)) {
      await shop.call('admin/inbox/handled', { kind: 'help', id: row.id }, { token: admin.token });
    }
    for (let i = HELP_OPEN_CAP; i < HELP_PER_HOUR; i++) {
      expect((await askHelp(shop, me.token, fields)).statusCode).toBe(200);
    }
    const over = await askHelp(shop, me.token, fields);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const states = (await myHelp(shop, me.token, me.order.id)).json() as {
      requests: { state: string }[];
    };
    expect(states.requests.map((r) => r.state).sort()).toEqual([
      'closed',
      'closed',
      'closed',
      'open',
      'open',
    ]);
    shop.clock.advance(61 * 60_000);
    expect((await askHelp(shop, me.token, fields)).statusCode).toBe(200);
  });
});
