import type { SizeUnavailableBody } from '#shared/contract/size-request.ts';
import { productPath } from '#shared/rules/slug.ts';
import type { AppDeps } from '../../deps.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isSignedIn, type Visitor } from '../../lib/caller.ts';
import type { Outcome } from '../../lib/replies.ts';
import { productOnSale } from '../catalog/index.ts';
import { subscribeFromSizeRequest } from '../notify/index.ts';
import { sizeRequestAckMail, sizeRequestMail } from './size-requests.mails.ts';
import { insertSizeRequest } from './size-requests.queries.ts';

/**
 * "Size Not Available? Inform Us": stores the request for the admin, e-mails it to the shop
 * (SHOP_EMAIL, Reply-To the requester) and acknowledges it to the requester. A customer is
 * known by the token (their e-mail is used); a visitor must give an e-mail (EMAIL_REQUIRED,
 * "Enter Email"). Any of the shop's sizes may be asked for, also one the product does not come
 * in. The request and its mail are stored together; a mail that cannot go now waits in the
 * outbox, and the call still succeeds.
 */
export async function requestSize(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>,
  caller: Visitor,
  { productId, ...body }: SizeUnavailableBody & { productId: number },
): Promise<Outcome> {
  const { db, config, clock } = deps;
  const user = isSignedIn(caller) ? caller : null;
  const email = user?.email ?? body.email;
  if (!email) throw new DomainError('EMAIL_REQUIRED');
  const product = await productOnSale(db, productId);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');

  const brand = mailBrand(config);
  const details = {
    to: config.SHOP_EMAIL,
    product: {
      id: productId,
      name: product.name,
      url: `${config.publicUrl}${productPath({ product_id: product.id, details: product.details })}`,
    },
    size: body.requiredSize,
    quantity: body.requiredQuantity,
    comments: body.comments,
    from: email,
    loggedIn: user !== null,
  };
  const mails = [sizeRequestMail(brand, details), sizeRequestAckMail(brand, details)];
  const mailIds = await db.transaction(async (tx) => {
    await insertSizeRequest(tx, {
      productId,
      userId: user?.userId ?? null,
      email,
      quantity: body.requiredQuantity,
      size: body.requiredSize,
      comments: body.comments,
    });
    // The requester is mailed once when the size gets stock (docs/product.md#notify-me).
    await subscribeFromSizeRequest(tx, {
      email,
      userId: user?.userId ?? null,
      productId,
      size: body.requiredSize,
      now: clock(),
    });
    return enqueueMail(tx, mails, clock());
  });
  await sendSoon(deps, mailIds);
  return {
    message: `Thank you! We have noted your request for size ${body.requiredSize} and will get back to you at ${email}.`,
  };
}
