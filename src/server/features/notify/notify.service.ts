import type {
  NotifyCodeBody,
  NotifySubscribeBody,
  UnsubscribeBody,
} from '#shared/contract/notify.ts';
import { NOTIFY_MAX_WAITING } from '#shared/rules/notify.ts';
import type { Size } from '#shared/rules/sizes.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isSignedIn, type Visitor } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { checkOtp, issueOtp, sendOtpMail } from '../auth/index.ts';
import { productOnSale, sizeStock } from '../catalog/index.ts';
import {
  deleteSubscriptionsOf,
  inUpcomingDrop,
  subscriptionOf,
  upsertSubscription,
  waitingCount,
  type NotifySubject,
} from './notify.queries.ts';
import { emailOfToken, maskedEmail } from './unsubscribe-link.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'secrets'>;

/**
 * Notify me (docs/product.md#notify-me): asking to be mailed once when a drop opens or a sold-out
 * size is back, and unsubscribing by the signed link in that mail. A signed-in student asks with
 * the account's e-mail; a visitor proves the address with the shop's e-mail OTP (auth's codes,
 * their cooldown and caps), used up by the ask it came with.
 */

/** notify/code: mails a visitor the code for the address (cooldown and caps as for sign-up). */
export async function sendNotifyCode(
  deps: Deps,
  caller: Visitor,
  body: NotifyCodeBody,
): Promise<Outcome> {
  const { code, challengeId } = await issueOtp(deps, {
    email: body.email,
    purpose: 'notify',
    ip: caller.ip,
  });
  await sendOtpMail(deps, { to: body.email, code, purpose: 'notify', challengeId });
  return { message: `We sent a 4-digit code to ${body.email}.` };
}

/** notify/subscribe: one subscription per e-mail and subject; asking again changes nothing. */
export async function subscribe(
  deps: Deps,
  caller: Visitor,
  body: NotifySubscribeBody,
): Promise<Outcome> {
  const { db, clock } = deps;
  const user = isSignedIn(caller) ? caller : null;
  const email = user?.email ?? body.email;
  if (!email) throw new DomainError('EMAIL_REQUIRED');
  if (!user && !body.otp) throw new DomainError('NOTIFY_OTP_NEEDED');
  const subject = await checkedSubject(deps, body);
  const what = body.kind === 'back-in-stock' ? `size ${subject.size} is back` : 'pre-orders open';

  const outcome = await db.transaction(async (tx) => {
    if (!user) {
      const check = await checkOtp(tx, deps, {
        email,
        purpose: 'notify',
        code: body.otp!,
        consume: true,
        ip: caller.ip,
      });
      if (!check.ok) return check;
    }
    const existing = await subscriptionOf(tx, email, subject);
    if (existing && !existing.notifiedAt) return { ok: true as const, already: true };
    if (!existing && (await waitingCount(tx, email)) >= NOTIFY_MAX_WAITING) {
      return { ok: false as const, code: 'NOTIFY_TOO_MANY' as const };
    }
    await upsertSubscription(tx, {
      ...subject,
      email,
      userId: user?.userId ?? null,
      source: 'notify-me',
      now: clock(),
    });
    return { ok: true as const, already: false };
  });
  if (!outcome.ok) throw new DomainError(outcome.code);
  return {
    message: outcome.already
      ? `You are already on the list: we will e-mail ${email} once when ${what}.`
      : `Done: we will e-mail ${email} once when ${what}.`,
  };
}

/**
 * The product must be on sale; a drop-opens ask must be for a product whose drop has not opened;
 * a back-in-stock ask for a size it is made in, sold out.
 */
async function checkedSubject(deps: Deps, body: NotifySubscribeBody): Promise<NotifySubject> {
  const product = await productOnSale(deps.db, body.productId);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');
  if (body.kind === 'drop-opens') {
    if (!(await inUpcomingDrop(deps.db, product.id, deps.clock()))) {
      throw new DomainError('NOTIFY_NO_DROP');
    }
    return { productId: product.id, kind: 'drop-opens', size: '' };
  }
  const stock = sizeStock(product, body.size as Size);
  if (!stock) throw new DomainError('NOTIFY_SIZE_NOT_MADE');
  if (stock.quantity > 0) throw new DomainError('NOTIFY_SIZE_IN_STOCK');
  return { productId: product.id, kind: 'back-in-stock', size: stock.size };
}

/**
 * A size request (size-requests.service.ts) asks to hear back too: the requester waits for the
 * size like a notify-me subscriber, in the request's transaction (docs/product.md#notify-me).
 */
export async function subscribeFromSizeRequest(
  tx: Tx,
  input: { email: string; userId: number | null; productId: number; size: string; now: Date },
): Promise<void> {
  const { now, ...rest } = input;
  await upsertSubscription(tx, { ...rest, kind: 'back-in-stock', source: 'size-request', now });
}

function emailOf(deps: Pick<Deps, 'secrets'>, token: string): string {
  const email = emailOfToken(deps.secrets.unsubscribeKey, token);
  if (!email) throw new DomainError('UNSUBSCRIBE_LINK_INVALID');
  return email;
}

/** notify/unsubscribe/check: the link's address (partly hidden) and its waiting asks. */
export async function checkUnsubscribe(deps: Deps, _caller: Visitor, body: UnsubscribeBody) {
  const email = emailOf(deps, body.token);
  return { email: maskedEmail(email), waiting: await waitingCount(deps.db, email) };
}

/** notify/unsubscribe (and the one-click POST): every notify-me ask of the address goes. */
export async function unsubscribe(
  deps: Deps,
  _caller: Visitor,
  body: UnsubscribeBody,
): Promise<Outcome> {
  const email = emailOf(deps, body.token);
  await deleteSubscriptionsOf(deps.db, email);
  return { message: `Unsubscribed: ${maskedEmail(email)} gets no more "notify me" mails.` };
}
