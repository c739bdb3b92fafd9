import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  GatewayError,
  type GatewayPayment,
  type GatewayState,
  type PaymentGateway,
  type RefundState,
} from './payment-gateway.ts';

/**
 * PhonePe PG v2 (Standard Checkout) over HTTP: OAuth client-credentials token (cached, refreshed
 * before it expires, fetched again once on a 401), pay, order status, refund and refund status,
 * and the webhook's `Authorization: SHA256(username:password)` check in constant time. Every
 * call has a timeout; errors name the call and the HTTP status, never a secret.
 */
export interface PhonePeSettings {
  /** e.g. https://api-preprod.phonepe.com/apis/pg-sandbox, or the sandbox gateway's URL. */
  baseUrl: string;
  /** Where `/v1/oauth/token` lives when not under `baseUrl` (PhonePe production). */
  authUrl?: string | undefined;
  clientId: string;
  clientSecret: string;
  clientVersion: string;
  webhookUser: string;
  webhookPassword: string;
  timeoutMs?: number;
  /** Refresh the token this long before it expires. */
  refreshMarginMs?: number;
  clock?: () => Date;
}

interface Token {
  value: string;
  expiresAtMs: number;
}

interface StatusBody {
  state?: string;
  amount?: number;
  paymentDetails?: Array<{
    transactionId?: string;
    paymentMode?: string;
    state?: string;
    timestamp?: number;
  }>;
}

const STATES: readonly GatewayState[] = ['PENDING', 'COMPLETED', 'FAILED'];
const asState = (value: unknown): GatewayState =>
  STATES.includes(value as GatewayState) ? (value as GatewayState) : 'PENDING';

export const webhookAuthorization = (user: string, password: string) =>
  createHash('sha256').update(`${user}:${password}`).digest('hex');

interface CallInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | URLSearchParams;
}

interface Reply {
  status: number;
  ok: boolean;
  json(): unknown;
}

/**
 * One HTTP call with node:http(s) rather than fetch: fetch's client (undici and its WebAssembly
 * parser) added ~10 MB to an instance from its first online payment (ADR 012: memory per
 * instance). Rejects with `timeout` set when no full reply came within `timeoutMs`.
 */
function request(url: string, init: CallInit, agents: Agents, timeoutMs: number): Promise<Reply> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const body = init.body === undefined ? undefined : String(init.body);
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      target,
      {
        method: init.method ?? 'GET',
        headers: {
          ...init.headers,
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
        },
        agent: secure ? agents.https : agents.http,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          clearTimeout(timer);
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status, ok: status >= 200 && status < 300, json: () => JSON.parse(text) });
        });
      },
    );
    const timer = setTimeout(() => {
      reject(Object.assign(new Error('timeout'), { timeout: true }));
      req.destroy();
    }, timeoutMs);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

interface Agents {
  http: http.Agent;
  https: https.Agent;
}

export function createPhonePeClient(settings: PhonePeSettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const margin = settings.refreshMarginMs ?? 60_000;
  const now = () => (settings.clock ?? (() => new Date()))().getTime();
  const base = settings.baseUrl.replace(/\/$/, '');
  const authBase = (settings.authUrl ?? settings.baseUrl).replace(/\/$/, '');
  let token: Token | undefined;
  let fetching: Promise<Token> | undefined;
  // Connections kept open between calls, as fetch did.
  const agents = {
    http: new http.Agent({ keepAlive: true }),
    https: new https.Agent({ keepAlive: true }),
  };

  async function call(what: string, url: string, init: CallInit): Promise<Reply> {
    try {
      return await request(url, init, agents, timeoutMs);
    } catch (err) {
      const reason = (err as { timeout?: boolean }).timeout
        ? `no answer in ${timeoutMs} ms`
        : 'unreachable';
      throw new GatewayError(`PhonePe ${what}: ${reason}`);
    }
  }

  async function fetchToken(): Promise<Token> {
    const res = await call('token', `${authBase}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: settings.clientId,
        client_version: settings.clientVersion,
        client_secret: settings.clientSecret,
        grant_type: 'client_credentials',
      }),
    });
    if (!res.ok) throw new GatewayError(`PhonePe token: HTTP ${res.status}`, res.status);
    const body = (await res.json()) as { access_token?: string; expires_at?: number };
    if (!body.access_token || !body.expires_at)
      throw new GatewayError('PhonePe token: malformed reply');
    return { value: body.access_token, expiresAtMs: body.expires_at * 1000 };
  }

  async function accessToken(fresh = false): Promise<string> {
    if (fresh || !token || token.expiresAtMs - margin <= now()) {
      fetching ??= fetchToken().finally(() => (fetching = undefined));
      token = await fetching;
    }
    return token.value;
  }

  /** An authorised call; a 401 fetches a new token and tries once more. */
  async function authorised(what: string, path: string, init: CallInit = {}): Promise<unknown> {
    let res: Reply | undefined;
    for (const fresh of [false, true]) {
      const headers = {
        'content-type': 'application/json',
        authorization: `O-Bearer ${await accessToken(fresh)}`,
      };
      res = await call(what, `${base}${path}`, { ...init, headers });
      if (res.status !== 401) break;
    }
    if (!res!.ok) throw new GatewayError(`PhonePe ${what}: HTTP ${res!.status}`, res!.status);
    return res!.json();
  }

  return {
    provider: 'phonepe',

    async startPayment(input) {
      const body = (await authorised('pay', '/checkout/v2/pay', {
        method: 'POST',
        body: JSON.stringify({
          merchantOrderId: input.merchantOrderId,
          amount: input.amountPaise,
          expireAfter: input.expireAfterSeconds,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: input.redirectUrl } },
        }),
      })) as { orderId?: string; redirectUrl?: string };
      if (!body.redirectUrl || !body.orderId)
        throw new GatewayError('PhonePe pay: malformed reply');
      return { payPageUrl: body.redirectUrl, gatewayOrderId: body.orderId };
    },

    async paymentStatus(merchantOrderId) {
      const body = (await authorised(
        'order status',
        `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status`,
      )) as StatusBody;
      const attempts = body.paymentDetails ?? [];
      const last = attempts.find((p) => p.state === 'COMPLETED') ?? attempts.at(-1);
      const payment: GatewayPayment = {
        state: asState(body.state),
        amountPaise: Number(body.amount ?? 0),
        transactionId: last?.transactionId,
        paymentMode: last?.paymentMode,
      };
      return payment;
    },

    async refund(input) {
      const body = (await authorised('refund', '/payments/v2/refund', {
        method: 'POST',
        body: JSON.stringify({
          merchantRefundId: input.merchantRefundId,
          originalMerchantOrderId: input.merchantOrderId,
          amount: input.amountPaise,
        }),
      })) as { state?: RefundState };
      return { state: body.state ?? 'PENDING' };
    },

    async refundStatus(merchantRefundId) {
      const body = (await authorised(
        'refund status',
        `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`,
      )) as { state?: RefundState };
      return { state: body.state ?? 'PENDING' };
    },

    verifyWebhook(authorization) {
      if (!authorization) return false;
      const expected = Buffer.from(
        webhookAuthorization(settings.webhookUser, settings.webhookPassword),
      );
      const given = Buffer.from(
        authorization
          .replace(/^SHA256\s*/i, '')
          .trim()
          .toLowerCase(),
      );
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
