import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { dropStock, orders, sessions } from '../../db/schema/index.ts';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/db-harness.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { hasRedisServer, startRedisServer, type RedisServer } from '../../test/redis-server.ts';
import { logIn, signedUpUser, startTestShop, type TestShop } from '../../test/test-shop.ts';
import { addToCart, failure } from '../cart/cart.test-kit.ts';
import { newDrop, openDrop } from '../drops/drops.test-kit.ts';

const KEEP_MS = 2000;

/**
 * Two instances of one shop (one database, one Redis, the same token keys): a session each
 * instance keeps, and the drop's sold-out marks, forgotten on both when one of them revokes or
 * gives stock back (docs/decisions/027); with Redis hung, a revocation waits out what the other
 * may keep, so it is never accepted after the revoking call answered.
 */
describe.skipIf(!hasRedisServer()).each(testEngines())(
  'two instances sharing Redis on %s',
  (engine) => {
    let database: TestDatabase;
    let redis: RedisServer;
    let a: TestShop;
    let b: TestShop;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      redis = await startRedisServer();
      const env = {
        REDIS_URL: redis.url,
        SESSION_CACHE_MS: String(KEEP_MS),
        DROP_MARK_MS: '30000',
        RATE_LIMIT_SCALE: '100',
      };
      a = await startTestShop(database.db, { env });
      b = await startTestShop(database.db, { env, secrets: a.secrets, clock: a.clock });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await redis?.kill();
      await database?.close();
    });

    const details = (shop: TestShop, token: string) =>
      shop.call('auth/get-user-details', {}, { token });
    const revokeBehindTheShopsBack = (jti: string) =>
      database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.jti, jti));

    it('a logout on A: B refuses the token as soon as A answered, though B kept the session', async () => {
      const me = await signedUpUser(a);
      expect((await details(b, me.token)).statusCode).toBe(200);
      // B answers from what it keeps: a row changed behind the shops' backs is not read again.
      await revokeBehindTheShopsBack(me.claims.jti!);
      expect((await details(b, me.token)).statusCode).toBe(200);
      await database.db
        .update(sessions)
        .set({ revokedAt: null })
        .where(eq(sessions.jti, me.claims.jti!));

      expect((await a.call('auth/logout', {}, { token: me.token })).statusCode).toBe(200);
      expect(failure(await details(b, me.token))).toMatchObject({ code: 'SESSION_EXPIRED' });
      expect(failure(await details(a, me.token))).toMatchObject({ code: 'SESSION_EXPIRED' });
    });

    it('a password changed on A ends the other session on B at once; the changing one stays', async () => {
      const me = await signedUpUser(a);
      const phone = await logIn(b, me.email, me.password);
      expect((await details(b, phone)).statusCode).toBe(200);
      const done = await a.call(
        'auth/change-password',
        { currentPassword: me.password, password: 'a new secret' },
        { token: me.token },
      );
      expect(done.statusCode).toBe(200);
      expect(failure(await details(b, phone))).toMatchObject({ code: 'SESSION_EXPIRED' });
      expect((await details(b, me.token)).statusCode).toBe(200);
    });

    it("a cancel on A clears B's sold-out mark: the next student buys on B", async () => {
      const [first, second] = [await signedUpUser(a), await signedUpUser(a)];
      const tee = await insertProduct(database.db, { name: 'Shared Tee' }, { M: 0 });
      const drop = await newDrop(a, [tee.id], {
        name: 'Shared Drop',
        cashAllowed: true,
        capKind: 'total',
        products: [{ productId: tee.id, cap: 1 }],
      });
      openDrop(a);
      const add = (shop: TestShop, who: typeof first) =>
        addToCart(shop, who, { productId: tee.id, selectedSize: 'M', dropId: drop.id });
      expect((await add(a, first)).statusCode).toBe(200);
      const placed = await a.call('payment/confirm', { deliveryMethod: 'pickup' }, first);
      expect(placed.statusCode).toBe(200);
      expect(failure(await add(b, second))).toMatchObject({ code: 'DROP_CAP_REACHED' });
      // B's mark answers though the counter moved behind the shops' backs...
      await database.db.update(dropStock).set({ taken: 0 }).where(eq(dropStock.dropId, drop.id));
      expect(failure(await add(b, second))).toMatchObject({ code: 'DROP_CAP_REACHED' });
      await database.db.update(dropStock).set({ taken: 1 }).where(eq(dropStock.dropId, drop.id));
      // ...until A gives the piece back.
      const [order] = await database.db
        .select({ orderNumber: orders.orderNumber })
        .from(orders)
        .where(eq(orders.customerEmail, first.email));
      const cancel = await a.call(
        'products/cancel-order',
        { orderNumber: order!.orderNumber },
        { token: first.token },
      );
      expect(cancel.statusCode).toBe(200);
      await expect.poll(async () => (await add(b, second)).statusCode, { timeout: 2000 }).toBe(200);
    });

    it('with Redis hung, a logout on A waits out what B may keep: the token is never accepted after it answered', async () => {
      const me = await signedUpUser(a);
      expect((await details(b, me.token)).statusCode).toBe(200);
      redis.pause();
      try {
        const began = Date.now();
        expect((await a.call('auth/logout', {}, { token: me.token })).statusCode).toBe(200);
        expect(Date.now() - began).toBeGreaterThanOrEqual(KEEP_MS);
        expect(failure(await details(b, me.token))).toMatchObject({ code: 'SESSION_EXPIRED' });
        expect(failure(await details(a, me.token))).toMatchObject({ code: 'SESSION_EXPIRED' });
      } finally {
        redis.resume();
      }
    });

    it('with Redis gone, each instance reads the session row on every call: a revoked row is refused at once', async () => {
      const me = await signedUpUser(a);
      expect((await details(b, me.token)).statusCode).toBe(200);
      await redis.kill();
      // B lost its subscription: it keeps nothing and reads the row.
      await expect
        .poll(async () => {
          await revokeBehindTheShopsBack(me.claims.jti!);
          return (await details(b, me.token)).statusCode;
        })
        .toBe(401);
      const other = await signedUpUser(a);
      expect((await details(b, other.token)).statusCode).toBe(200);
      await revokeBehindTheShopsBack(other.claims.jti!);
      expect(failure(await details(b, other.token))).toMatchObject({ code: 'SESSION_EXPIRED' });
    });
  },
);
