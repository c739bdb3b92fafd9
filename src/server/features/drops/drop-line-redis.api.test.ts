import { afterEach, expect, it } from 'vitest';
import { insertProduct } from '../../test/db-fixtures.ts';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../test/redis-server.ts';
import { testClock } from '../../test/test-app.ts';
import { describeShop, signedUpUser, startTestShop, type TestShop } from '../../test/test-shop.ts';
import { joinLine, lineByTicket } from './drop-line.test-kit.ts';
import { newDrop, openDrop } from './drops.test-kit.ts';

/**
 * Two instances of the shop share one line through Redis (ADR 028): arrival numbers follow each
 * other whichever instance a student reaches, a ticket from one is answered by the other, and
 * with Redis gone each keeps answering from its own memory, never a 5xx. Both apps run on the
 * block's database (the line is only in Redis; PGlite is opened by one process).
 */

let redis: RedisServer | undefined;

// Skipped where redis-server is not installed (CI installs it: .ci/run).
if (hasRedisServer()) {
  describeShop(
    'drops: one line shared by two instances through Redis',
    {
      beforeShop: async () => {
        redis = await startRedisServer();
      },
      afterShop: async () => {
        await redis?.kill();
        redis = undefined;
      },
      shop: () => ({ env: env(), clock }),
    },
    ({ database, shop: a }) => {
      // The second instance, made in the test (it needs the test's Redis).
      let b: TestShop | undefined;
      afterEach(async () => {
        await b?.close();
        b = undefined;
      });

      it('numbers arrivals across both instances and answers either one’s ticket', async () => {
        const other = await startTestShop(database.db, { env: env(), clock });
        b = other;
        const tee = await insertProduct(database.db, { name: 'Shared Tee' }, { M: 0 });
        const drop = await newDrop(a, [tee.id], { cashAllowed: true });
        openDrop(a);
        const places = [];
        for (let i = 0; i < 6; i++) {
          const who = await signedUpUser(a);
          places.push(await joinLine(i % 2 ? other : a, drop.id, who));
        }
        // One line: 2 in at once, then places 1–4 whichever instance they reached.
        expect(places.map((q) => q.place)).toEqual([null, null, 1, 2, 3, 4]);
        const onOther = await lineByTicket(a, drop.id, places[3]!.ticket);
        expect(onOther.json().queue).toMatchObject({ state: 'waiting', place: 2 });

        // Redis gone: both keep answering (each from its own memory), no 5xx.
        await redis!.kill();
        const who = await signedUpUser(a);
        for (const shop of [a, other]) {
          const res = await shop.call(`drops/${drop.id}/queue/join`, {}, { token: who.token });
          expect(res.statusCode, res.body).toBe(200);
        }
      });

      it('answers a waiting student’s polls from what it heard, and asks Redis when the turn is due', async () => {
        const tee = await insertProduct(database.db, { name: 'Polled Tee' }, { M: 0 });
        const drop = await newDrop(a, [tee.id], { cashAllowed: true });
        openDrop(a);
        const places = [];
        for (let i = 0; i < 4; i++) places.push(await joinLine(a, drop.id, await signedUpUser(a)));
        // 2 a second: 2 in at once, then places 1 and 2.
        expect(places.map((q) => q.place)).toEqual([null, null, 1, 2]);
        const { ticket } = places[3]!;
        const steps = await lineSteps();
        const poll = await lineByTicket(a, drop.id, ticket);
        // Asked again when the turn is due (2 ahead at 2 a second), not before.
        expect(poll.json().queue).toMatchObject({
          state: 'waiting',
          place: 2,
          estimateSeconds: 1,
          pollAfterMs: 1100,
        });
        expect(await lineSteps()).toBe(steps);

        // A second later the front has moved by 2: the turn is Redis's to give.
        clock.advance(1000);
        const turn = await lineByTicket(a, drop.id, ticket);
        expect(turn.json().queue).toMatchObject({ state: 'admitted', admitted: true });
        expect(await lineSteps()).toBe(steps + 1);
        // And the admission is Redis's record: the other instance sees it too.
        const other = await startTestShop(database.db, { env: env(), clock });
        b = other;
        expect((await lineByTicket(other, drop.id, ticket)).json().queue).toMatchObject({
          state: 'admitted',
        });
      });
    },
  );
}

/** How many line steps Redis has run (its script's calls). */
async function lineSteps(): Promise<number> {
  const stats = await redis!.client().info('commandstats');
  return [...stats.matchAll(/^cmdstat_(?:evalsha|eval):calls=(\d+)/gm)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
}

const clock = testClock();

function env(): Record<string, string> {
  return {
    RATE_LIMIT_SCALE: '1000',
    DROP_LINE_RATE: '2',
    REDIS_URL: redis!.url,
    JWT_SECRET: 'x'.repeat(40),
  };
}
