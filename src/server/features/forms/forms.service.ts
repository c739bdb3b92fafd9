import type {
  CollabFormBody,
  RaiseTicketBody,
  ServiceEnquiryBody,
} from '#shared/contract/forms.ts';
import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import type { Visitor } from '../../lib/caller.ts';
import { mailBrand } from '../../adapters/mail/create-mailer.ts';
import { enqueueMail, sendSoon } from '../../adapters/mail/outbox.ts';
import { formAckMail, formToShopMail, type FormKind, type FormMailInput } from './forms.mails.ts';
import { insertCollabApplication, insertTicket } from './forms.queries.ts';

export type FormsDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'log' | 'clock'>;

/** What the shop received: the stored row's id and the reference the sender quotes. */
export interface FormReceipt {
  kind: FormKind;
  id: number;
  reference: string;
  name: string;
  email: string;
}

const PREFIX: Record<FormKind, string> = { ticket: 'TKT', service_enquiry: 'ENQ', collab: 'COL' };

/** `TKT-00042`: the kind's prefix and the stored row's id. */
export function formReference(kind: FormKind, id: number): string {
  return `${PREFIX[kind]}-${String(id).padStart(5, '0')}`;
}

/** Contact us (/ticket): a service ticket. */
export function raiseTicket(deps: FormsDeps, caller: Visitor, input: RaiseTicketBody) {
  return receive(deps, caller, 'ticket', input, (tx, spam) =>
    storeTicket(tx, 'ticket', input, spam, deps.clock()),
  );
}

/** The Get Our Services popup: stored with the tickets, as a service enquiry. */
export function sendServiceEnquiry(deps: FormsDeps, caller: Visitor, input: ServiceEnquiryBody) {
  return receive(deps, caller, 'service_enquiry', input, (tx, spam) =>
    storeTicket(tx, 'service_enquiry', input, spam, deps.clock()),
  );
}

/** The collaboration application (/collabForm). */
export function applyToCollaborate(deps: FormsDeps, caller: Visitor, input: CollabFormBody) {
  return receive(deps, caller, 'collab', input, (tx, spam) =>
    insertCollabApplication(tx, {
      name: input.name,
      email: input.email,
      number: input.number,
      comment: input.comment,
      profiles: input.serviceNeeded,
      cvLink: input.cvLink,
      spam,
      createdAt: deps.clock(),
    }),
  );
}

function storeTicket(
  tx: Tx,
  kind: 'ticket' | 'service_enquiry',
  input: RaiseTicketBody,
  spam: boolean,
  now: Date,
): Promise<number> {
  return insertTicket(tx, {
    kind,
    name: input.name,
    email: input.email,
    number: input.number,
    comment: input.comment,
    services: input.serviceNeeded,
    spam,
    createdAt: now,
  });
}

type FormInput = Omit<RaiseTicketBody, 'serviceNeeded'> & {
  serviceNeeded: string[];
  cvLink?: string;
};

/**
 * Stores a form and, in the same transaction, its two mails in the outbox: the details to the
 * shop (Reply-To: the sender) and an acknowledgement with the reference to the sender. Then it
 * tries to send them; a mail that cannot go now is retried by the outbox worker, so the call
 * succeeds whatever the mail server does. A filled-in honeypot is stored flagged as spam, logged
 * and answered like any other form, but nothing is mailed.
 */
async function receive(
  deps: FormsDeps,
  caller: Visitor,
  kind: FormKind,
  input: FormInput,
  store: (tx: Tx, spam: boolean) => Promise<number>,
): Promise<FormReceipt> {
  const { db, config, log, clock } = deps;
  const spam = input.website;
  const { id, mailIds } = await db.transaction(async (tx) => {
    const id = await store(tx, spam);
    if (spam) return { id, mailIds: [] };
    const details: FormMailInput = {
      kind,
      reference: formReference(kind, id),
      name: input.name,
      email: input.email,
      number: input.number,
      choices: input.serviceNeeded,
      comment: input.comment,
      ...(input.cvLink !== undefined ? { cvLink: input.cvLink } : {}),
    };
    const brand = mailBrand(config);
    const mails = [formToShopMail(brand, config.SHOP_EMAIL, details), formAckMail(brand, details)];
    return { id, mailIds: await enqueueMail(tx, mails, clock()) };
  });
  const reference = formReference(kind, id);
  if (spam) {
    log.warn({ kind, reference, ip: caller.ip }, 'contact form honeypot filled in: kept as spam');
  } else {
    await sendSoon(deps, mailIds);
  }
  return { kind, id, reference, name: input.name, email: input.email };
}
