// Clubs that sell through the shop, their managers and invitations (docs/product.md#clubs,
// ADR 023, features/clubs).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CLUB_PAYOUT_METHODS, type ClubPayoutMethod } from '#shared/rules/clubs.ts';
import { id, createdAt, updatedAt, tstz, textDefault, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { collabApplications } from './forms.ts';

/**
 * A club: its page is `/clubs/{slug}`, its products carry `tag` (and `products.club_id`), and
 * it earns `share_basis_points` (hundredths of a percent, 0–10000) of what each of its items was
 * charged. How it is paid is one of UPI (`upi_id`) or a bank account (`bank_account` + `ifsc`).
 */
export const clubs = pgTable(
  'clubs',
  {
    id: id(),
    /** Lower-case letters, digits and dashes: the club's address (`/clubs/{slug}`). */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The tag its products carry (lower-case), unique across clubs. */
    tag: text('tag').notNull(),
    logoUrl: textDefault('logo_url'),
    about: textDefault('about'),
    shareBasisPoints: integer('share_basis_points').notNull(),
    payoutMethod: text('payout_method').$type<ClubPayoutMethod>().notNull(),
    upiId: textDefault('upi_id'),
    bankAccount: textDefault('bank_account'),
    ifsc: textDefault('ifsc'),
    /** A trusted club publishes its own products and drops; others wait for the admin. */
    selfPublish: boolean('self_publish').notNull().default(false),
    /** The collaboration application it was made from, if any. */
    applicationId: integer('application_id').references((): AnyPgColumn => collabApplications.id, {
      onDelete: 'set null',
    }),
    /** Bumped by every edit (an edit from an older page is refused). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('clubs_slug_unique').on(t.slug),
    unique('clubs_tag_unique').on(t.tag),
    check('clubs_slug_valid', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('clubs_tag_valid', sql`${t.tag} = lower(${t.tag}) and length(${t.tag}) between 1 and 40`),
    check('clubs_share_valid', sql`${t.shareBasisPoints} between 0 and 10000`),
    check('clubs_payout_method_valid', oneOf(t.payoutMethod, CLUB_PAYOUT_METHODS)),
    check(
      'clubs_payout_details_valid',
      sql`(${t.payoutMethod} = 'upi' and ${t.upiId} <> '') or (${t.payoutMethod} = 'bank' and ${t.bankAccount} <> '' and ${t.ifsc} <> '')`,
    ),
  ],
);

/** Who manages a club: a student may manage several; removing the row ends their access at once. */
export const clubManagers = pgTable(
  'club_managers',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'club_managers_pk', columns: [t.clubId, t.userId] }),
    index('club_managers_user_idx').on(t.userId),
  ],
);

/**
 * An invitation to manage a club, mailed to `email` (lower-case) with a one-time link whose
 * token only its SHA-256 is kept of. The invitee, signed in with that e-mail, accepts it once.
 */
export const clubInvitations = pgTable(
  'club_invitations',
  {
    id: id(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: tstz('expires_at').notNull(),
    acceptedAt: tstz('accepted_at'),
    acceptedBy: integer('accepted_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: tstz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('club_invitations_token_unique').on(t.tokenHash),
    index('club_invitations_club_idx').on(t.clubId),
    check('club_invitations_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type ClubRow = typeof clubs.$inferSelect;
