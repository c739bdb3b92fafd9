// Service tickets, enquiries and collab applications (features/forms).
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { id, createdAt, tstz, textDefault, textArray, oneOf } from './columns.ts';
import { users } from './auth.ts';

export const TICKET_KINDS = ['ticket', 'service_enquiry'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

/** Service tickets (/ticket) and "Get Our Services" enquiries. */
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    kind: text('kind').$type<TicketKind>().notNull().default('ticket'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull(),
    comment: textDefault('comment'),
    services: textArray('services'),
    /** The form's honeypot was filled in: kept for the record, never mailed. */
    spam: boolean('spam').notNull().default(false),
    /** When the admin marked it handled in the inbox, and who did. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tickets_created_idx').on(t.createdAt),
    check('tickets_kind_valid', oneOf(t.kind, TICKET_KINDS)),
  ],
);

export const collabApplications = pgTable(
  'collab_applications',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    number: text('number').notNull(),
    comment: textDefault('comment'),
    profiles: textArray('profiles'),
    cvLink: textDefault('cv_link'),
    /** The form's honeypot was filled in: kept for the record, never mailed. */
    spam: boolean('spam').notNull().default(false),
    /** When the admin marked it handled in the inbox, and who did. */
    handledAt: tstz('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('collab_applications_created_idx').on(t.createdAt)],
);

export type Ticket = typeof tickets.$inferSelect;
