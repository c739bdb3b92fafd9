import { createHash, timingSafeEqual } from 'node:crypto';
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

export function createPhonePeClient(settings: PhonePeSettings): PaymentGateway {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const margin = settings.refreshMarginMs ?? 60_000;
  const now = () => (settings.clock ?? (() => new Date()))().getTime();
  const base = settings.baseUrl.replace(/\/$/, '');
  const authBase = (settings.authUrl ?? settings.baseUrl).replace(/\/$/, '');
  let token: Token | undefined;
  let fetching: Promise<Token> | undefined;

  async function call(what: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const reason =
        (err as Error).name === 'TimeoutError' ? `no answer in ${timeoutMs} ms` : 'unreachable';
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
  async function authorised(what: string, path: string, init: RequestInit = {}): Promise<unknown> {
    let res: Response | undefined;
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
