import { z } from 'zod';
import { MSG } from './messages.ts';
import { MessageReply } from './common.ts';
import { emailField, phoneField, requiredText } from './fields.ts';

/**
 * The three contact forms (docs/product.md#forms): Contact us (/ticket, auth/raiseTicket), the Get Our
 * Services popup (forms/service-enquiry) and the collaboration application (/collabForm,
 * auth/collabForm). One schema per form, used by the web form and by the server.
 */

/** Services a club can ask for (ticket and Get Our Services popup). */
export const SERVICES = ['manufacturing', 'design', 'sales', 'visibility'] as const;
export type Service = (typeof SERVICES)[number];

/** Profiles a collaborator can offer (collab form). */
export const COLLAB_PROFILES = ['designer', 'manufacturer', 'videographer'] as const;
export type CollabProfile = (typeof COLLAB_PROFILES)[number];

/** The longest text each field takes, in characters. */
export const FORM_LIMITS = { name: 100, comment: 2000, link: 500 } as const;

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise text in a
// mail. A NUL byte could not even be stored. Free text keeps tabs and line breaks.
/* eslint-disable no-control-regex */
const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_IN_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/** One line of text without control characters (also the admin's order search). */
export const safeLine = (v: string) => !UNSAFE_IN_LINE.test(v);
const safeText = (v: string) => !UNSAFE_IN_TEXT.test(v);

/** A list of choices from `values`: case and spaces ignored; a single string reads as a list of one. */
export function choiceList<const T extends readonly [string, ...string[]]>(
  values: T,
  required: string,
) {
  return z
    .union([z.array(z.string().max(40)).max(20), z.string().max(40)], { error: required })
    .nullish()
    .transform((v) => {
      const list = v == null ? [] : Array.isArray(v) ? v : [v];
      return [...new Set(list.map((s) => s.trim().toLowerCase()).filter(Boolean))];
    })
    .pipe(z.array(z.enum(values, { error: MSG.invalidService })).min(1, { error: required }));
}

/** Free text (comments, message): optional, line breaks kept, at most 2,000 characters. */
const FreeText = z
  .string({ error: MSG.badCharacters })
  .nullish()
  .transform((v) => (v ?? '').replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(FORM_LIMITS.comment, { error: MSG.messageTooLong, abort: true })
      .refine(safeText, { error: MSG.badCharacters }),
  );

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** An http(s) address with a real host name ("behance.net/asha" gets https:// in front). */
function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname.includes('.') &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** The portfolio link of the collab form: optional; when given, a web address. */
const PortfolioLink = z
  .string({ error: MSG.invalidLink })
  .nullish()
  .transform((v) => (v ?? '').trim())
  .pipe(
    z
      .string()
      .max(FORM_LIMITS.link, { error: MSG.tooLong, abort: true })
      .refine(safeLine, { error: MSG.invalidLink, abort: true })
      .transform((v) => (v === '' || SCHEME.test(v) ? v : `https://${v}`))
      .refine((v) => v === '' || isWebLink(v), { error: MSG.invalidLink }),
  );

/**
 * The honeypot: a field the web form hides from people (bots fill every field they find). Any
 * value reads as `true`; the server then answers as usual but neither mails nor counts it. Only
 * text is turned into a string: `String()` of a JSON object with its own `toString` throws.
 */
const Honeypot = z
  .unknown()
  .optional()
  .transform((v) => {
    if (v === undefined || v === null || v === false) return false;
    return typeof v === 'object' ? true : String(v).trim() !== '';
  });

/** Name, e-mail and number are required on every contact form, each with its own message. */
const contact = {
  name: requiredText(MSG.enterName, FORM_LIMITS.name).refine(safeLine, {
    error: MSG.badCharacters,
  }),
  email: emailField(MSG.enterYourEmail),
  number: phoneField(MSG.enterMobile),
  comment: FreeText,
  website: Honeypot,
};

/** Contact us (/ticket) and auth/raiseTicket. */
export const TicketForm = z.object({
  ...contact,
  serviceNeeded: choiceList(SERVICES, MSG.chooseService),
});
export type TicketForm = z.infer<typeof TicketForm>;
export const RaiseTicketBody = TicketForm;
export type RaiseTicketBody = z.infer<typeof RaiseTicketBody>;

/** Collaboration application (/collabForm) and auth/collabForm. `cvLink` is the portfolio link. */
export const CollabForm = z.object({
  ...contact,
  serviceNeeded: choiceList(COLLAB_PROFILES, MSG.chooseProfile),
  cvLink: PortfolioLink,
});
export type CollabForm = z.infer<typeof CollabForm>;
export const CollabFormBody = CollabForm;
export type CollabFormBody = z.infer<typeof CollabFormBody>;

/** The Get Our Services popup on /ourServices: the ticket's fields; its text box is `comment`. */
export const ServiceEnquiryForm = TicketForm;
export type ServiceEnquiryForm = TicketForm;

/**
 * forms/service-enquiry: the popup's fields with the ticket's names. `message` is accepted
 * as another name for `comment`, since the popup labels its text box "message".
 */
export const ServiceEnquiryBody = TicketForm.extend({ message: FreeText }).transform(
  ({ message, ...rest }) => ({ ...rest, comment: rest.comment || message }),
);
export type ServiceEnquiryBody = z.infer<typeof ServiceEnquiryBody>;

/** The reply to every contact form: the usual message plus the reference to quote. */
export const FormReply = MessageReply.extend({ reference: z.string() });
export type FormReply = z.infer<typeof FormReply>;
