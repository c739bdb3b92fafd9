/**
 * The one interface the shop uses for online payments (ADR 009). The PhonePe PG v2 client
 * implements it over HTTP; in development, tests and CI it talks to the sandbox gateway, which
 * speaks the same API, so going live changes only the base URL and keys.
 */

/** What the gateway says of a payment. */
export type GatewayState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface GatewayPayment {
  state: GatewayState;
  /** Paise the gateway says it charged (for COMPLETED) or was asked for. */
  amountPaise: number;
  /** The gateway's transaction id, once a payment attempt exists. */
  transactionId?: string | undefined;
  /** UPI_INTENT, CARD, NET_BANKING, … as the gateway names it. */
  paymentMode?: string | undefined;
}

export interface StartPaymentInput {
  merchantOrderId: string;
  amountPaise: number;
  /** Seconds the pay page stays open. */
  expireAfterSeconds: number;
  /** Where the gateway sends the browser back. */
  redirectUrl: string;
}

export type RefundState = 'PENDING' | 'COMPLETED' | 'FAILED';

export interface PaymentGateway {
  readonly provider: string;
  /** Registers a payment and returns the pay page the browser goes to. */
  startPayment(input: StartPaymentInput): Promise<{ payPageUrl: string; gatewayOrderId: string }>;
  /** The payment's state as the gateway knows it now (the only source of truth). */
  paymentStatus(merchantOrderId: string): Promise<GatewayPayment>;
  /** Starts a refund; the same `merchantRefundId` again never refunds twice. */
  refund(input: {
    merchantRefundId: string;
    merchantOrderId: string;
    amountPaise: number;
  }): Promise<{ state: RefundState }>;
  refundStatus(merchantRefundId: string): Promise<{ state: RefundState }>;
  /** True when a webhook's Authorization header carries the shop's webhook credentials. */
  verifyWebhook(authorization: string | undefined): boolean;
}

/** A gateway call that did not work (down, slow, refused): the message is safe to log. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
