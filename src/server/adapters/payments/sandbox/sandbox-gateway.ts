import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { expiredPageHtml, payPageHtml } from './pay-page.ts';
import { sandboxBooks } from './sandbox-books.ts';
import { sandboxWebhooks } from './sandbox-webhooks.ts';
import type { SandboxSettings } from './sandbox-settings.ts';
import {
  openSandboxStore,
  type Outcome,
  type SandboxOrder,
  type SandboxRefund,
  type SandboxStore,
} from './sandbox-store.ts';

/**
 * A stand-in for PhonePe PG v2 that speaks its HTTP API (token, pay, order status, refund,
 * refund status) and hosts a pay page, so the shop's real PhonePe client runs in development,
 * tests and CI. It sends the webhooks (payments' and refunds') with the `SHA256(user:password)`
 * authorisation, and can be told to deliver them late, twice, out of order or never. Refunds stay
 * pending for a while, then complete (or fail, when told to); their sum never passes what was
 * paid. Never mounted in production.
 */

const formParser = (
  _req: FastifyRequest,
  body: string,
  done: (e: Error | null, v?: unknown) => void,
) => done(null, Object.fromEntries(new URLSearchParams(body)));

export interface SandboxGateway {
  settings: SandboxSettings;
  store: SandboxStore;
  /** Registers the routes on `app` (under the prefix the caller chose). */
  routes(app: FastifyInstance): Promise<void>;
  /** Waits for webhooks still being sent (tests). */
  idle(): Promise<void>;
}

export function createSandboxGateway(settings: SandboxSettings): SandboxGateway {
  const store = openSandboxStore(settings.storeFile);
  const { books, save } = store;
  const now = settings.clock ?? Date.now;
  const reports = sandboxBooks(store, now);
  const { settle, settleRefund, statusBody, refundBody } = reports;
  const webhooks = sandboxWebhooks(settings, reports, now);

  function tokenValid(request: FastifyRequest): boolean {
    const header = request.headers.authorization ?? '';
    const token = /^O-Bearer\s+(\S+)$/.exec(header)?.[1];
    const expiresAt = token ? books.tokens[token] : undefined;
    return expiresAt !== undefined && expiresAt > now();
  }

  function complete(order: SandboxOrder, outcome: Outcome, method: string) {
    const pendingMs = settings.pendingMs ?? 4000;
    order.paymentMode = method;
    order.transactionId = `T${now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
    if (outcome === 'success') order.state = 'COMPLETED';
    else if (outcome === 'failure') order.state = 'FAILED';
    else {
      order.settlesTo = outcome === 'pending-success' ? 'COMPLETED' : 'FAILED';
      order.settleAt = now() + pendingMs;
    }
    void save();
    webhooks.announce(order, outcome.startsWith('pending') ? pendingMs : 0);
  }

  async function routes(app: FastifyInstance) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      formParser,
    );
    const hidden = { schema: { hide: true } };
    const refuse = (reply: FastifyReply, code: number, message: string) =>
      reply.code(code).send({ success: false, code: 'BAD_REQUEST', message });

    app.post('/v1/oauth/token', hidden, async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string>;
      if (
        form.grant_type !== 'client_credentials' ||
        form.client_id !== settings.clientId ||
        form.client_secret !== settings.clientSecret
      ) {
        return reply.code(401).send({ code: '401', message: 'Invalid client credentials' });
      }
      const ttl = settings.tokenTtlSeconds ?? 3600;
      const token = randomBytes(24).toString('base64url');
      const expiresAt = Math.floor(now() / 1000) + ttl;
      books.tokens[token] = expiresAt * 1000;
      await save();
      return {
        access_token: token,
        token_type: 'O-Bearer',
        expires_at: expiresAt,
        issued_at: Math.floor(now() / 1000),
      };
    });

    app.post('/checkout/v2/pay', hidden, async (request, reply) => {
      if (!tokenValid(request))
        return reply.code(401).send({ code: '401', message: 'Unauthorized' });
      const body = (request.body ?? {}) as {
        merchantOrderId?: string;
        amount?: number;
        expireAfter?: number;
        paymentFlow?: { type?: string; merchantUrls?: { redirectUrl?: string } };
      };
      const redirectUrl = body.paymentFlow?.merchantUrls?.redirectUrl;
      if (!body.merchantOrderId || !Number.isInteger(body.amount) || (body.amount ?? 0) < 100) {
        return refuse(
          reply,
          400,
          'merchantOrderId and an amount of at least 100 paise are required',
        );
      }
      if (body.paymentFlow?.type !== 'PG_CHECKOUT' || !redirectUrl) {
        return refuse(reply, 400, 'paymentFlow must be PG_CHECKOUT with merchantUrls.redirectUrl');
      }
      if (books.orders[body.merchantOrderId])
        return refuse(reply, 409, 'Duplicate merchantOrderId');
      const order: SandboxOrder = {
        gatewayOrderId: `OMO${randomUUID().replace(/-/g, '').slice(0, 20).toUpperCase()}`,
        merchantOrderId: body.merchantOrderId,
        amount: body.amount!,
        redirectUrl,
        payToken: randomBytes(18).toString('base64url'),
        expireAt: now() + (body.expireAfter ?? 1200) * 1000,
        state: 'PENDING',
      };
      books.orders[order.merchantOrderId] = order;
      await save();
      return {
        orderId: order.gatewayOrderId,
        state: 'PENDING',
        expireAt: order.expireAt,
        redirectUrl: `${settings.publicBase}/pay/${order.payToken}`,
      };
    });

    app.get('/checkout/v2/order/:merchantOrderId/status', hidden, async (request, reply) => {
      if (!tokenValid(request))
        return reply.code(401).send({ code: '401', message: 'Unauthorized' });
      const { merchantOrderId } = request.params as { merchantOrderId: string };
      const order = books.orders[merchantOrderId];
      if (!order) return refuse(reply, 404, 'Order not found');
      return statusBody(settle(order));
    });

    app.post('/payments/v2/refund', hidden, async (request, reply) => {
      if (!tokenValid(request))
        return reply.code(401).send({ code: '401', message: 'Unauthorized' });
      const body = (request.body ?? {}) as {
        merchantRefundId?: string;
        originalMerchantOrderId?: string;
        amount?: number;
      };
      const order = body.originalMerchantOrderId
        ? books.orders[body.originalMerchantOrderId]
        : undefined;
      if (!body.merchantRefundId || !order || settle(order).state !== 'COMPLETED') {
        return refuse(reply, 400, 'Refunds need a completed order and a merchantRefundId');
      }
      const known = books.refunds[body.merchantRefundId];
      if (known) return refundBody(settleRefund(known));
      // What is already refunded or on its way (failed refunds gave theirs up).
      const refunded = Object.values(books.refunds)
        .filter((r) => r.merchantOrderId === order.merchantOrderId && r.state !== 'FAILED')
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = body.amount ?? order.amount - refunded;
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > order.amount)
        return refuse(reply, 400, 'Refund exceeds the amount paid');
      const refund: SandboxRefund = {
        merchantRefundId: body.merchantRefundId,
        merchantOrderId: order.merchantOrderId,
        amount,
        state: 'PENDING',
        settlesTo: settings.refundOutcome ?? 'COMPLETED',
        settleAt: now() + (settings.refundPendingMs ?? 2000),
      };
      books.refunds[refund.merchantRefundId] = refund;
      await save();
      webhooks.announceRefund(refund);
      return refundBody(refund);
    });

    app.get('/payments/v2/refund/:merchantRefundId/status', hidden, async (request, reply) => {
      if (!tokenValid(request))
        return reply.code(401).send({ code: '401', message: 'Unauthorized' });
      const { merchantRefundId } = request.params as { merchantRefundId: string };
      const refund = books.refunds[merchantRefundId];
      if (!refund) return refuse(reply, 404, 'Refund not found');
      return refundBody(settleRefund(refund));
    });

    const byPayToken = (token: string) =>
      Object.values(books.orders).find((o) => o.payToken === token);

    app.get('/pay/:payToken', hidden, async (request, reply) => {
      const order = byPayToken((request.params as { payToken: string }).payToken);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!order || settle(order).state !== 'PENDING' || order.settlesTo) {
        return reply.code(order ? 410 : 404).send(expiredPageHtml());
      }
      return payPageHtml(order, settings.shopName, `${settings.publicBase}/pay/${order.payToken}`);
    });

    app.post('/pay/:payToken', hidden, async (request, reply) => {
      const order = byPayToken((request.params as { payToken: string }).payToken);
      if (!order || settle(order).state !== 'PENDING' || order.settlesTo) {
        return reply.code(410).type('text/html; charset=utf-8').send(expiredPageHtml());
      }
      const form = (request.body ?? {}) as { outcome?: string; method?: string };
      const outcomes: Outcome[] = ['success', 'failure', 'pending-success', 'pending-failure'];
      const outcome = outcomes.find((o) => o === form.outcome) ?? 'success';
      const method =
        ['UPI_INTENT', 'CARD', 'NET_BANKING'].find((m) => m === form.method) ?? 'UPI_INTENT';
      complete(order, outcome, method);
      return reply.redirect(order.redirectUrl, 303);
    });
  }

  return {
    settings,
    store,
    routes,
    idle: webhooks.idle,
  };
}

/** The sandbox on its own HTTP server (tests): returns its base URL. */
export async function startSandboxServer(
  settings: Omit<SandboxSettings, 'publicBase'> & { port?: number },
) {
  const app = Fastify({ logger: false });
  const gateway = createSandboxGateway({ ...settings, publicBase: '' });
  await app.register(gateway.routes);
  const url = await app.listen({ port: settings.port ?? 0, host: '127.0.0.1' });
  gateway.settings.publicBase = url;
  return {
    url,
    gateway,
    close: async () => {
      await gateway.idle();
      await app.close();
    },
  };
}
