import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertProduct } from '../../test/db-fixtures.ts';
import { sizeRequests } from '../../db/schema/index.ts';
import { newPerson, signedUpUser, describeShop } from '../../test/test-shop.ts';
import { SIZE_REQUEST_LIMITS } from './size-requests.routes.ts';

describeShop('size requests', ({ database, shop }) => {
  const ask = (productId: number, body: Record<string, unknown>, token?: string, ip?: string) =>
    shop.call(`products/sizeUnavailable/${productId}`, body, { token, ip });
  const shopMail = () =>
    shop.smtp.lastTo(shop.config.SHOP_EMAIL, (m) => m.subject?.startsWith('Size request') ?? false);
  const stored = (productId: number) =>
    database.db.select().from(sizeRequests).where(eq(sizeRequests.productId, productId));

  it('needs an e-mail when logged out, and quantity and size always', async () => {
    const tee = await insertProduct(database.db);
    const noEmail = await ask(tee.id, { requiredQuantity: 2, requiredSize: 'XL' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ code: 'EMAIL_REQUIRED', message: 'Enter Email' });
    const noDetails = await ask(tee.id, { email: 'visitor@campus.example' });
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json()).toMatchObject({ message: 'Enter Details' });
    const badEmail = await ask(tee.id, { email: 'nope', requiredQuantity: 1, requiredSize: 'M' });
    expect(badEmail.json()).toMatchObject({ message: 'Enter a valid email' });
    for (const id of [1_999_999_999, 3_000_000_000]) {
      const unknown = await ask(id, {
        email: 'visitor@campus.example',
        requiredQuantity: 1,
        requiredSize: 'M',
      });
      expect(unknown.statusCode).toBe(404);
    }
    expect(await stored(tee.id)).toEqual([]);
    expect(shopMail()).toBeUndefined();
  });

  it('stores a visitor’s request, mails it to the shop with Reply-To, escaped, and acknowledges it', async () => {
    const tee = await insertProduct(database.db, { name: 'Average <IITian> Tee' }, { XL: 0 });
    const res = await ask(tee.id, {
      email: 'Visitor@Campus.example',
      requiredQuantity: '12',
      requiredSize: 'xl',
      comments: '<script>alert(1)</script> for our club',
    });
    expect(res.json()).toEqual({
      status: 200,
      message:
        'Thank you! We have noted your request for size XL and will get back to you at visitor@campus.example.',
    });
    expect(await stored(tee.id)).toMatchObject([
      { email: 'visitor@campus.example', userId: null, quantity: 12, size: 'XL' },
    ]);
    const mail = shopMail();
    expect(mail?.subject).toBe('Size request: Average <IITian> Tee in XL (12)');
    expect(mail?.text).toContain('From:     visitor@campus.example (visitor, not logged in)');
    expect(mail?.text).toContain('<script>alert(1)</script> for our club');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; for our club');
    expect(mail?.html).toContain('Average &lt;IITian&gt; Tee');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain(`/products/test-tee-`);
    // Answering the shop's mail answers the visitor (as the contact forms' mails do).
    expect(mail?.replyTo?.value[0]?.address).toBe('visitor@campus.example');
    // The visitor hears back: what was noted and what happens next, nothing they typed.
    const ack = shop.smtp.lastTo('visitor@campus.example');
    expect(ack?.subject).toBe('We noted your request: Average <IITian> Tee in size XL');
    expect(ack?.text).toContain('your request for 12 of Average <IITian> Tee in size XL');
    expect(ack?.text).toContain('What happens next');
    expect(ack?.html).toContain('Average &lt;IITian&gt; Tee');
    for (const body of [ack?.text, ack?.html]) {
      expect(body).not.toContain('for our club');
      expect(body).not.toContain('alert(1)');
    }
  });

  it('uses the token’s e-mail for a customer', async () => {
    const tee = await insertProduct(database.db);
    const user = await signedUpUser(shop);
    const res = await ask(tee.id, { requiredQuantity: 3, requiredSize: 'S' }, user.token);
    expect(res.statusCode).toBe(200);
    expect(await stored(tee.id)).toMatchObject([
      { email: user.email, userId: Number(user.claims.sub), quantity: 3, size: 'S' },
    ]);
    expect(shopMail()?.text).toContain(`From:     ${user.email} (customer account)`);
    expect(shopMail()?.replyTo?.value[0]?.address).toBe(user.email);
    expect(
      shop.smtp.lastTo(user.email, (m) => m.subject?.startsWith('We noted') ?? false),
    ).toBeDefined();
    const other = await ask(
      tee.id,
      { email: newPerson().email, requiredQuantity: 1, requiredSize: 'S' },
      user.token,
    );
    expect(other.statusCode).toBe(403);
  });

  it('limits requests per IP and per e-mail', async () => {
    const tee = await insertProduct(database.db);
    const body = { requiredQuantity: 1, requiredSize: 'M' };
    const perEmail = SIZE_REQUEST_LIMITS.email.max;
    for (let i = 0; i < perEmail; i += 1) {
      const ok = await ask(
        tee.id,
        { ...body, email: 'eager@campus.example' },
        undefined,
        '10.1.0.1',
      );
      expect(ok.statusCode).toBe(200);
    }
    const sameEmail = await ask(
      tee.id,
      { ...body, email: 'eager@campus.example' },
      undefined,
      '10.1.0.2',
    );
    expect(sameEmail.statusCode).toBe(429);
    expect(sameEmail.json()).toMatchObject({ status: 404, code: 'RATE_LIMITED' });

    // One after another: @fastify/rate-limit's memory store hands every call of one tick the
    // same counter object, so a same-tick burst reads the burst's final count.
    const perIp = SIZE_REQUEST_LIMITS.ip.max;
    const statuses: number[] = [];
    for (let i = 0; i <= perIp; i += 1) {
      const res = await ask(
        tee.id,
        { ...body, email: `v${i}@campus.example` },
        undefined,
        '10.1.0.3',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(perIp).fill(200), 429]);
  }, 180_000);
});
