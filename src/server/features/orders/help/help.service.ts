import type {
  HelpAnswerBody,
  HelpRequestFields,
  MyHelpRequestsBody,
} from '#shared/contract/order-help.ts';
import { HELP_OPEN_CAP, HELP_PER_HOUR } from '#shared/rules/order-help.ts';
import { mailBrand } from '../../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../../adapters/mail/outbox.ts';
import { storeUploadedImage, type UploadPart } from '../../../adapters/images/upload-check.ts';
import { transactionWithLock } from '../../../db/locks.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Caller } from '../../../lib/caller.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { Outcome } from '../../../lib/replies.ts';
import { helpReference } from './help.mapper.ts';
import { helpAckMail, helpAnswerMail, helpToShopMail, type HelpMailInput } from './help.mails.ts';
import {
  orderNumberOf,
  helpCounts,
  helpRequestExists,
  helpRequestsOf,
  insertHelpRequest,
  orderOwnership,
  studentOf,
  writeAnswer,
  type HelpRecord,
} from './help.queries.ts';

/** Help with an order (docs/product.md#help-with-an-order). */

export type HelpDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock' | 'storage'>;

const HOUR = 60 * 60_000;
/** Stored photos are named by this, never by the student's file name. */
const PHOTO_NAME = 'help-photo';

/** The order's items the request is about, when the order is the caller's; else "not found". */
async function checkedOrder(
  { db }: Pick<AppDeps, 'db'>,
  caller: Caller,
  orderId: number,
  items: number[],
): Promise<number[]> {
  const order = await orderOwnership(db, orderId);
  if (!order || order.userId !== caller.userId || items.some((i) => !order.itemIds.includes(i))) {
    throw new DomainError('ORDER_NOT_FOUND');
  }
  return items;
}

/** Refuses a request past the student's limits (checked again under their lock). */
async function checkLimits({ db, clock }: Pick<AppDeps, 'db' | 'clock'>, userId: number) {
  const now = clock();
  const { recent, open } = await helpCounts(db, userId, new Date(now.getTime() - HOUR));
  if (open >= HELP_OPEN_CAP) {
    throw new DomainError(
      'HELP_OPEN_LIMIT',
      `You already have ${open} open requests. We will answer them soon; please wait for our answer before raising another.`,
    );
  }
  if (recent >= HELP_PER_HOUR) {
    throw new DomainError(
      'RATE_LIMITED',
      'You have sent several requests in the last hour. Please try again later.',
      { retryAfterSeconds: 3600 },
    );
  }
}

/**
 * A student asks for help. The order (when there is one) and the items must be theirs; the
 * optional photo goes through the product images' checks and is stored under a neutral name.
 * The request and its two mails (the acknowledgement, the shop's notice) are written in one
 * transaction under the student's lock, where the limits are counted again, so parallel requests
 * cannot pass the caps; a photo stored for a refused request is removed again.
 */
export async function askForHelp(
  deps: HelpDeps,
  caller: Caller,
  fields: HelpRequestFields,
  photo: UploadPart | undefined,
): Promise<HelpRecord> {
  const { db, storage, log, config, clock } = deps;
  const orderId = fields.orderId ?? null;
  const items = orderId === null ? [] : await checkedOrder(deps, caller, orderId, fields.items);
  await checkLimits(deps, caller.userId);
  const written: string[] = [];
  try {
    const photoUrl = photo ? await storeUploadedImage(storage, photo, written, PHOTO_NAME) : '';
    const { record, mailIds } = await transactionWithLock(
      db,
      `help:${caller.userId}`,
      async (tx) => {
        await checkLimits({ db: tx, clock }, caller.userId);
        const record = await insertHelpRequest(tx, {
          userId: caller.userId,
          orderId,
          orderItemIds: items,
          issue: fields.issue,
          message: fields.message,
          transactionId: fields.transactionId ?? '',
          photoUrl,
          createdAt: clock(),
        });
        const input = await mailInput(tx, record);
        const brand = mailBrand(config);
        const mails = [helpAckMail(brand, input), helpToShopMail(brand, config.SHOP_EMAIL, input)];
        return { record, mailIds: await enqueueMail(tx, mails, clock()) };
      },
    );
    await sendSoon(deps, mailIds);
    return record;
  } catch (err) {
    await Promise.all(
      written.map((key) =>
        storage
          .delete?.(key)
          .catch((e: unknown) => log.warn({ err: e, key }, 'help photo cleanup')),
      ),
    );
    throw err;
  }
}

async function mailInput(db: AppDeps['db'], r: HelpRecord): Promise<HelpMailInput> {
  return {
    reference: helpReference(r.id),
    issue: r.issue,
    orderNumber: r.orderId === null ? null : await orderNumberOf(db, r.orderId),
    message: r.message,
    transactionId: r.transactionId,
    photoUrl: r.photoUrl,
    student: await studentOf(db, r.userId),
  };
}

/** The caller's own requests; asking about an order that is not theirs is "not found". */
export async function myHelpRequests(
  { db }: Pick<AppDeps, 'db'>,
  caller: Caller,
  input: MyHelpRequestsBody,
): Promise<HelpRecord[]> {
  if (typeof input.orderId === 'number') await checkedOrder({ db }, caller, input.orderId, []);
  return helpRequestsOf(db, caller.userId, input.orderId);
}

/**
 * The admin answers a request from the inbox: stored once (a second answer is refused, so the
 * student never gets two different ones), the request closed, and the answer mailed to the student.
 */
export async function answerHelpRequest(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>,
  caller: Caller,
  input: HelpAnswerBody,
): Promise<Outcome> {
  const { db, config, clock } = deps;
  const mailIds = await db.transaction(async (tx) => {
    const now = clock();
    const answered = await writeAnswer(tx, input.id, {
      text: input.answer,
      at: now,
      by: caller.userId,
    });
    if (!answered) {
      throw (await helpRequestExists(tx, input.id))
        ? new DomainError('CONFLICT', 'This request has already been answered.')
        : new DomainError('NOT_FOUND', 'This entry is no longer in the inbox.');
    }
    const mail = helpAnswerMail(mailBrand(config), await mailInput(tx, answered), input.answer);
    return enqueueMail(tx, [{ ...mail, dedupeKey: `order-help-answer:${answered.id}` }], now);
  });
  await sendSoon(deps, mailIds);
  return { message: 'Answer sent to the student' };
}
