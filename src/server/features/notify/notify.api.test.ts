import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { productSizes } from '../../db/schema/index.ts';
import { insertProduct } from '../../test/db-fixtures.ts';
import { describeShop, lastOtp, newPerson, signedUpEach } from '../../test/test-shop.ts';
import { failure } from '../cart/cart.test-kit.ts';
import { NOTIFY_LIMITS } from './notify.routes.ts';
import { askBackInStock, subscriptionsOf, visitorAsks } from './notify.test-kit.ts';
import { newDrop } from '../drops/drops.test-kit.ts';

describeShop('notify me: asking', ({ shop }) => {
  const me = signedUpEach(shop);

  it('keeps one entry per e-mail, product and size, however often a student asks', async () => {
    const tee = await insertProduct(shop.db, {}, { M: 0, L: 0 });
    const first = await askBackInStock(shop, tee.id, 'M', me.token);
    expect(first.json()).toEqual({
      status: 200,
      message: `Done: we will e-mail ${me.email} once when size M is back.`,
    });
    const again = await Promise.all(
      [1, 2, 3].map(() => askBackInStock(shop, tee.id, 'M', me.token)),
    );
    for (const res of again) expect(res.statusCode).toBe(200);
    expect(again.map((r) => r.json().message)).toContain(
      `You are already on the list: we will e-mail ${me.email} once when size M is back.`,
    );
    expect((await askBackInStock(shop, tee.id, 'L', me.token)).statusCode).toBe(200);
    const rows = await subscriptionsOf(shop, tee.id);
    expect(rows.map((r) => [r.email, r.size, r.kind, r.source, r.notifiedAt])).toEqual([
      [me.email, 'M', 'back-in-stock', 'notify-me', null],
      [me.email, 'L', 'back-in-stock', 'notify-me', null],
    ]);
    expect(rows[0]!.userId).toBe(Number(me.claims.sub));
  });

  it('refuses sizes in stock or not made, unknown products and a body e-mail not the account’s', async () => {
    const tee = await insertProduct(shop.db, {}, { M: 3, L: 0 });
    await shop.db.delete(productSizes).where(eq(productSizes.id, tee.sizeIds.XS));
    expect(failure(await askBackInStock(shop, tee.id, 'M', me.token))).toMatchObject({
      http: 409,
      code: 'NOTIFY_SIZE_IN_STOCK',
    });
    expect(failure(await askBackInStock(shop, tee.id, 'XS', me.token))).toMatchObject({
      http: 422,
      code: 'NOTIFY_SIZE_NOT_MADE',
    });
    expect(failure(await askBackInStock(shop, 1_999_999_999, 'L', me.token)).http).toBe(404);
    const noSize = await shop.call(
      'notify/subscribe',
      { productId: tee.id, kind: 'back-in-stock' },
      { token: me.token },
    );
    expect(failure(noSize)).toMatchObject({ http: 400, message: 'Select a size' });
    const badKind = await shop.call(
      'notify/subscribe',
      { productId: tee.id, kind: 'sale', size: 'L' },
      { token: me.token },
    );
    expect(failure(badKind).http).toBe(400);
    const stranger = await shop.call(
      'notify/subscribe',
      { productId: tee.id, kind: 'back-in-stock', size: 'L', email: newPerson().email },
      { token: me.token },
    );
    expect(failure(stranger)).toMatchObject({ http: 403, code: 'EMAIL_MISMATCH' });
    expect(await subscriptionsOf(shop, tee.id)).toEqual([]);
  });

  it('needs a visitor’s e-mail proved with the OTP, used up by the ask', async () => {
    const tee = await insertProduct(shop.db, {}, { S: 0, M: 0 });
    const email = newPerson('visitor').email;
    const body = { productId: tee.id, kind: 'back-in-stock', size: 'S' };
    const noEmail = await shop.call('notify/subscribe', body);
    expect(failure(noEmail)).toMatchObject({ http: 400, code: 'EMAIL_REQUIRED' });
    const noCode = await shop.call('notify/subscribe', { ...body, email });
    expect(failure(noCode)).toMatchObject({ http: 400, code: 'NOTIFY_OTP_NEEDED' });
    const sent = await shop.call('notify/code', { email });
    expect(sent.json()).toEqual({ status: 200, message: `We sent a 4-digit code to ${email}.` });
    const mail = shop.smtp.lastTo(email);
    expect(mail?.subject).toMatch(/^\d{4} is your .+ e-mail check code$/);
    const code = lastOtp(shop, email);
    const wrong = await shop.call('notify/subscribe', {
      ...body,
      email,
      otp: code === '0000' ? '1111' : '0000',
    });
    expect(failure(wrong)).toMatchObject({ http: 400, code: 'OTP_INVALID' });
    expect(await subscriptionsOf(shop, tee.id)).toEqual([]);

    const ok = await shop.call('notify/subscribe', { ...body, email, otp: code });
    expect(ok.json().message).toBe(`Done: we will e-mail ${email} once when size S is back.`);
    const reused = await shop.call('notify/subscribe', { ...body, size: 'M', email, otp: code });
    expect(failure(reused)).toMatchObject({ http: 400, code: 'OTP_INVALID' });
    expect((await subscriptionsOf(shop, tee.id)).map((r) => [r.email, r.userId])).toEqual([
      [email, null],
    ]);

    // A visitor who asks for the drop too proves the address again, and gets a second entry.
    shop.clock.advance(31_000); // the OTP's resend cooldown
    await newDrop(shop, [tee.id]);
    const drop = await visitorAsks(shop, email, { productId: tee.id, kind: 'drop-opens' });
    expect(drop.json().message).toBe(`Done: we will e-mail ${email} once when pre-orders open.`);
    expect((await subscriptionsOf(shop, tee.id)).map((r) => r.kind)).toEqual([
      'back-in-stock',
      'drop-opens',
    ]);
  });

  it('limits codes and asks per e-mail and per address', async () => {
    const tee = await insertProduct(shop.db, {}, { S: 0 });
    const email = newPerson('eager').email;
    const statuses: number[] = [];
    for (let i = 0; i <= NOTIFY_LIMITS.code.email.max; i += 1) {
      shop.clock.advance(31_000); // past the OTP's resend cooldown: only the route's limit counts
      statuses.push(
        (await shop.call('notify/code', { email }, { ip: `10.2.0.${i + 1}` })).statusCode,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s !== 429)).toBe(true);

    const perIp = NOTIFY_LIMITS.subscribe.ip.max;
    const body = { productId: tee.id, kind: 'back-in-stock', size: 'S' };
    const fromOneIp: number[] = [];
    for (let i = 0; i <= perIp; i += 1) {
      const res = await shop.call(
        'notify/subscribe',
        { ...body, email: `v${i}@campus.example` },
        { ip: '10.2.1.1' },
      );
      fromOneIp.push(res.statusCode);
    }
    expect(fromOneIp).toEqual([...Array(perIp).fill(400), 429]);
    const limited = await shop.call(
      'notify/subscribe',
      { ...body, email: 'late@campus.example' },
      { ip: '10.2.1.1' },
    );
    expect(failure(limited)).toMatchObject({ http: 429, code: 'RATE_LIMITED' });
  });

  it('makes a size request an ask to hear back too', async () => {
    const tee = await insertProduct(shop.db, {}, { XL: 0 });
    const res = await shop.call(
      `products/sizeUnavailable/${tee.id}`,
      { requiredQuantity: 2, requiredSize: 'XL' },
      { token: me.token },
    );
    expect(res.statusCode).toBe(200);
    expect((await subscriptionsOf(shop, tee.id)).map((r) => [r.email, r.size, r.source])).toEqual([
      [me.email, 'XL', 'size-request'],
    ]);
  });
});
