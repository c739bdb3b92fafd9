import { expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { securityEvents } from '../../../db/schema/index.ts';
import { describeShop } from '../../../test/test-shop.ts';
import { webhookAuthorization } from '../../../adapters/payments/phonepe-client.ts';
import { SANDBOX_CREDENTIALS } from '../../../adapters/payments/create-gateway.ts';
import { recordSecurityEvent } from '../../security/security.service.ts';

/**
 * Forged payment webhooks: 150 in 1.4 s each wrote a security-event row. Now the
 * route takes 300 a minute per address (then 429, nothing written) and a refusal is recorded
 * once a minute per address.
 */
describeShop('payment webhooks from strangers', ({ database, shop }) => {
  const body = { event: 'checkout.order.completed', payload: { merchantOrderId: 'NOPE' } };
  const gateway = webhookAuthorization(
    SANDBOX_CREDENTIALS.webhookUser,
    SANDBOX_CREDENTIALS.webhookPassword,
  );
  const webhook = (ip: string, authorization?: string) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      payload: body,
      headers: authorization ? { authorization } : {},
      remoteAddress: ip,
    });
  const refusalsFrom = (ip: string) =>
    database.db
      .select()
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, 'payment_webhook_refused'), eq(securityEvents.ip, ip)));

  it('takes 300 a minute from one address, then 429 without writing; others are still served', async () => {
    const forger = '203.0.113.7';
    const statuses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const replies = await Promise.all(Array.from({ length: 50 }, () => webhook(forger)));
      statuses.push(...replies.map((r) => r.statusCode));
    }
    expect(statuses).toEqual(Array<number>(300).fill(401));
    const over = await webhook(forger);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Even the gateway's own credentials wait from an address over its limit.
    expect((await webhook(forger, gateway)).statusCode).toBe(429);

    // One row for the whole flood: refusals are recorded once a minute per address.
    expect(await refusalsFrom(forger)).toHaveLength(1);

    // Another address: its forgery is refused and recorded; the gateway's webhook is taken.
    expect((await webhook('198.51.100.9')).statusCode).toBe(401);
    expect(await refusalsFrom('198.51.100.9')).toHaveLength(1);
    expect((await webhook('198.51.100.20', gateway)).statusCode).toBe(200);
  });

  it('records a refusal again once the address’s last record is over a minute old', async () => {
    const ip = '192.0.2.44';
    await recordSecurityEvent(
      database.db,
      { kind: 'payment_webhook_refused', ip },
      new Date(Date.now() - 2 * 60_000),
    );
    expect((await webhook(ip)).statusCode).toBe(401);
    expect((await webhook(ip)).statusCode).toBe(401);
    expect(await refusalsFrom(ip)).toHaveLength(2);
  });
});
