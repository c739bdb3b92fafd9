import { webhookAuthorization } from '../phonepe-client.ts';
import type { SandboxBooks } from './sandbox-books.ts';
import type { SandboxSettings } from './sandbox-settings.ts';
import type { SandboxOrder, SandboxRefund } from './sandbox-store.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The sandbox's webhooks, with the `SHA256(user:password)` authorisation, delivered the way
 * `settings.webhookMode` says (read at each send, so a test may change it between payments).
 */
export function sandboxWebhooks(settings: SandboxSettings, books: SandboxBooks, now: () => number) {
  const pending = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  };

  async function post(event: string, payload: object, id: string) {
    if (!settings.webhookUrl) return;
    try {
      await fetch(settings.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: webhookAuthorization(settings.webhookUser, settings.webhookPassword),
        },
        body: JSON.stringify({ event, payload }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      settings.log?.warn({ err, id }, 'sandbox webhook not delivered');
    }
  }

  const sendWebhook = (order: SandboxOrder, state: SandboxOrder['state']) =>
    post(
      state === 'FAILED' ? 'checkout.order.failed' : 'checkout.order.completed',
      { ...books.statusBody(order), state, merchantOrderId: order.merchantOrderId },
      order.merchantOrderId,
    );

  /** Sends the final state's webhook the way the settings say (after a pending wait, if any). */
  function announce(order: SandboxOrder, waitMs: number) {
    const mode = settings.webhookMode ?? 'normal';
    if (mode === 'never') return;
    track(
      (async () => {
        await sleep(waitMs + (mode === 'late' ? (settings.webhookDelayMs ?? 3000) : 0));
        books.settle(order);
        const final = order.state;
        if (mode === 'out-of-order') {
          await sendWebhook(order, final);
          await sendWebhook(order, 'PENDING');
          return;
        }
        await sendWebhook(order, final);
        if (mode === 'twice') await sendWebhook(order, final);
      })(),
    );
  }

  /** The refund's final webhook, once it settles (the same delivery modes as payments'). */
  function announceRefund(refund: SandboxRefund) {
    const mode = settings.webhookMode ?? 'normal';
    if (mode === 'never') return;
    track(
      (async () => {
        const wait = Math.max(0, (refund.settleAt ?? now()) - now());
        await sleep(wait + (mode === 'late' ? (settings.webhookDelayMs ?? 3000) : 0));
        books.settleRefund(refund);
        const event = refund.state === 'FAILED' ? 'pg.refund.failed' : 'pg.refund.completed';
        await post(event, books.refundBody(refund), refund.merchantRefundId);
        if (mode === 'twice') await post(event, books.refundBody(refund), refund.merchantRefundId);
      })(),
    );
  }

  return {
    announce,
    announceRefund,
    /** Waits for webhooks still being sent. */
    idle: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
