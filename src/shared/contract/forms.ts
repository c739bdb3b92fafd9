import { z } from 'zod';
import { MSG } from './messages.ts';
import { optionalText } from './common.ts';
import { emailField, phoneField, requiredText } from './fields.ts';

/** A list of choices from `values`: case and spaces ignored; a single string reads as a list of one. */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.array(z.string()), z.string()])
    .nullish()
    .transform((v) => {
      const list = v == null ? [] : Array.isArray(v) ? v : [v];
      return [...new Set(list.map((s) => s.trim().toLowerCase()).filter(Boolean))];
    })
    .pipe(z.array(z.enum(values, { error: MSG.invalidService })));
}

/** Services a club can ask for (ticket and Get Our Services popup). */
export const SERVICES = ['manufacturing', 'design', 'sales', 'visibility'] as const;
export type Service = (typeof SERVICES)[number];

/** Profiles a collaborator can offer (collab form). */
export const COLLAB_PROFILES = ['designer', 'manufacturer', 'videographer'] as const;
export type CollabProfile = (typeof COLLAB_PROFILES)[number];

/** Name, e-mail and number are required on every contact form (spec §5). */
const contact = {
  name: requiredText(MSG.enterDetails, 100),
  email: emailField(),
  number: phoneField(),
  comment: optionalText(2000),
};

/** Contact us (/ticket) and auth/raiseTicket. */
export const TicketForm = z.object({ ...contact, serviceNeeded: choiceList(SERVICES) });
export type TicketForm = z.infer<typeof TicketForm>;
export const RaiseTicketBody = TicketForm;
export type RaiseTicketBody = z.infer<typeof RaiseTicketBody>;

/** Collaboration application (/collabForm) and auth/collabForm. `cvLink` is the portfolio link. */
export const CollabForm = z.object({
  ...contact,
  serviceNeeded: choiceList(COLLAB_PROFILES),
  cvLink: optionalText(500),
});
export type CollabForm = z.infer<typeof CollabForm>;
export const CollabFormBody = CollabForm;
export type CollabFormBody = z.infer<typeof CollabFormBody>;

/** The Get Our Services popup on /ourServices; the free text is `comment`. */
export const ServiceEnquiryForm = z.object({ ...contact, serviceNeeded: choiceList(SERVICES) });
export type ServiceEnquiryForm = z.infer<typeof ServiceEnquiryForm>;

/**
 * forms/service-enquiry (NEW): the popup's fields with the ticket's names. `message` is accepted
 * as another name for `comment`, since the popup labels its text box "message".
 */
export const ServiceEnquiryBody = z
  .object({ ...contact, serviceNeeded: choiceList(SERVICES), message: optionalText(2000) })
  .transform(({ message, ...rest }) => ({ ...rest, comment: rest.comment || message }));
export type ServiceEnquiryBody = z.infer<typeof ServiceEnquiryBody>;
