import type { MessageReply } from '#shared/contract/common.ts';
import type { SizeUnavailableBody } from '#shared/contract/size-request.ts';
import { productPath } from '#shared/rules/slug.ts';
import type { AppDeps } from '../../deps.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { sizeRequests } from '../../db/schema.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findProduct } from '../catalog/catalog.service.ts';
import { sizeRequestMail } from './size-request.mail.ts';

export type SizeRequestDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log'>;

/**
 * "Size Not Available? Inform Us": stores the request for the admin and e-mails it to the shop
 * (SHOP_EMAIL). A customer is known by the token (their e-mail is used); a visitor must give an
 * e-mail (EMAIL_REQUIRED, "Enter Email"). Any of the shop's sizes may be asked for, also one the
 * product does not come in. The request is stored first, so a mail failure is logged and the
 * call still succeeds.
 */
export async function requestSize(
  { db, config, mailer, log }: SizeRequestDeps,
  productId: number,
  body: SizeUnavailableBody,
  caller: Caller | null,
): Promise<MessageReply> {
  const email = caller?.email ?? body.email;
  if (!email) throw new DomainError('EMAIL_REQUIRED');
  const product = await findProduct(db, productId);
  if (!product) throw new DomainError('PRODUCT_NOT_FOUND');

  await db.insert(sizeRequests).values({
    productId,
    userId: caller?.userId ?? null,
    email,
    quantity: body.requiredQuantity,
    size: body.requiredSize,
    comments: body.comments,
  });
  const message = sizeRequestMail(mailBrand(config), {
    to: config.SHOP_EMAIL,
    product: {
      id: productId,
      name: product.name,
      url: `${config.publicUrl}${productPath(product)}`,
    },
    size: body.requiredSize,
    quantity: body.requiredQuantity,
    comments: body.comments,
    from: email,
    loggedIn: caller !== null,
  });
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, productId }, 'size request e-mail could not be sent (the request is stored)');
  }
  return {
    status: 200,
    message: `Thank you! We have noted your request for size ${body.requiredSize} and will get back to you at ${email}.`,
  };
}
