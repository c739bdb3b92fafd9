/** How the sandbox delivers its webhooks: on time, late, twice, final state first, or never. */
export type WebhookMode = 'normal' | 'late' | 'twice' | 'out-of-order' | 'never';

export interface SandboxSettings {
  clientId: string;
  clientSecret: string;
  webhookUser: string;
  webhookPassword: string;
  /** Where webhooks go (the shop's /api/v1/payment/webhook); may be set after start. */
  webhookUrl?: string;
  /** Public base of the sandbox (for pay page links), e.g. http://127.0.0.1:3000/sandbox/phonepe. */
  publicBase: string;
  shopName: string;
  tokenTtlSeconds?: number;
  webhookMode?: WebhookMode;
  webhookDelayMs?: number;
  /** How long "pending, then …" stays pending. */
  pendingMs?: number;
  /** How long a refund stays pending (default 2 s). */
  refundPendingMs?: number;
  /** How refunds end (default COMPLETED); tests set FAILED to see a refused refund. */
  refundOutcome?: 'COMPLETED' | 'FAILED';
  /** File the sandbox keeps its books in (survives restarts); memory only when absent. */
  storeFile?: string;
  clock?: () => number;
  log?: { warn(obj: object, msg: string): void };
}
