import type { FastifyInstance } from 'fastify';
import type { FormReply } from '#shared/contract/forms.ts';
import type { AppDeps } from '../../deps.ts';
import { contractRoute } from '../../plugins/contract-routes.ts';
import type { RouteLimits } from '../../plugins/rate-limit.ts';
import { FORM_COPY } from './forms.mails.ts';
import {
  applyToCollaborate,
  raiseTicket,
  sendServiceEnquiry,
  type FormReceipt,
} from './forms.service.ts';

const HOUR = 60 * 60_000;

/**
 * Each form sends two mails, so senders are limited per e-mail in the body, for each form apart,
 * and per client IP only as a ceiling against floods: a campus shares a few addresses
 * (docs/decisions/022). Over the limit: 429 RATE_LIMITED.
 */
export const CONTACT_FORM_LIMITS = {
  ip: { max: 100, windowMs: HOUR },
  email: { max: 3, windowMs: HOUR },
} as const satisfies RouteLimits;

/** The reply the page shows: thanks, the reference and what happens next. */
export function formReply(receipt: FormReceipt): FormReply {
  const { noun, replyWithin } = FORM_COPY[receipt.kind];
  const first = receipt.name.split(/\s+/)[0];
  return {
    status: 200,
    reference: receipt.reference,
    message: `Thank you, ${first}! We have your ${noun} ${receipt.reference} and have e-mailed a copy to ${receipt.email}. We will get back to you within ${replyWithin}.`,
  };
}

/** Contact us, Get Our Services and the collaboration application: open to everyone. */
export async function formsRoutes(app: FastifyInstance, deps: AppDeps) {
  const limits: RouteLimits = {
    ...CONTACT_FORM_LIMITS,
    message: (wait) =>
      `You have sent a few of these in a short time. Please try again in ${wait}, or write to us at ${deps.config.SHOP_EMAIL}.`,
  };
  contractRoute(
    app,
    'auth/raiseTicket',
    async ({ body, caller }) => formReply(await raiseTicket(deps, caller, body)),
    { limits },
  );
  contractRoute(
    app,
    'forms/service-enquiry',
    async ({ body, caller }) => formReply(await sendServiceEnquiry(deps, caller, body)),
    { limits },
  );
  contractRoute(
    app,
    'auth/collabForm',
    async ({ body, caller }) => formReply(await applyToCollaborate(deps, caller, body)),
    { limits },
  );
}
