import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ParsedMail } from 'mailparser';
import type { Size } from '#shared/rules/sizes.ts';
import { notifySubscriptions } from '../../db/schema/index.ts';
import type { TestProduct } from '../../test/db-fixtures.ts';
import { lastOtp, type TestShop } from '../../test/test-shop.ts';
import { runNotifyRound, type NotifyDeps } from './notify-runs.ts';

/** Helpers for notify-me API tests: asking as a student or a visitor, restocking, the mails. */

export const notifyDeps = (shop: TestShop): NotifyDeps => ({
  db: shop.db,
  config: shop.config,
  mailer: shop.mailer,
  log: shop.log,
  clock: shop.clock,
  secrets: shop.secrets,
});

/** One round of the notify worker, as main.ts runs it (mails stored and sent before it ends). */
export const notifyRound = (shop: TestShop) => runNotifyRound(notifyDeps(shop));

export function askBackInStock(shop: TestShop, productId: number, size: Size, token?: string) {
  return shop.call('notify/subscribe', { productId, kind: 'back-in-stock', size }, { token });
}

/** A visitor's whole ask: the code mailed to the address, then the ask with it. */
export async function visitorAsks(
  shop: TestShop,
  email: string,
  body: Record<string, unknown>,
  ip = '127.0.0.1',
) {
  const code = await shop.call('notify/code', { email }, { ip });
  expect(code.statusCode).toBe(200);
  return shop.call('notify/subscribe', { ...body, email, otp: lastOtp(shop, email) }, { ip });
}

/** Sets one size's stock through the admin's product edit (the other fields as the test gives). */
export function saveStock(
  shop: TestShop,
  adminToken: string,
  product: TestProduct,
  size: Size,
  quantity: number,
) {
  return shop.call(
    `products/update-product-details/${product.id}`,
    {
      name: 'Restocked Tee',
      details: `Restocked Tee ${product.id} Regular - White`,
      description: 'Back again.',
      price: '499',
      style: 'regular',
      sizeQuantities: [{ size_id: product.sizeIds[size], size, quantity }],
    },
    { token: adminToken },
  );
}

export const isBackInStockMail = (m: ParsedMail) => m.subject?.startsWith('Back in stock') ?? false;
export const isDropMail = (m: ParsedMail) => m.subject?.startsWith('Pre-orders are open') ?? false;

/** The notify-me mails each address received over SMTP (address → count). */
export function mailCounts(shop: TestShop, filter: (m: ParsedMail) => boolean) {
  const counts = new Map<string, number>();
  for (const m of shop.smtp.messages.filter(filter)) {
    const to = [m.to ?? []].flat()[0]?.value[0]?.address ?? '';
    counts.set(to, (counts.get(to) ?? 0) + 1);
  }
  return counts;
}

/** A raw header line of a received message, as the mail server got it (unfolded). */
export const headerLine = (mail: ParsedMail | undefined, name: string) =>
  mail?.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/\r?\n[ \t]+/g, ' ');

/** The unsubscribe link in a mail's text. */
export function unsubscribeLinkIn(mail: ParsedMail | undefined): URL {
  const found = /https?:\/\/\S+\/notify\/unsubscribe\?token=[A-Za-z0-9_.-]+/.exec(mail?.text ?? '');
  if (!found) throw new Error(`no unsubscribe link in: ${mail?.subject ?? '(no mail)'}`);
  return new URL(found[0]);
}

export const subscriptionsOf = (shop: TestShop, productId: number) =>
  shop.db
    .select()
    .from(notifySubscriptions)
    .where(eq(notifySubscriptions.productId, productId))
    .orderBy(notifySubscriptions.id);
