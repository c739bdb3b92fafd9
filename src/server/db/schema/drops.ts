// Drops and their counters (docs/product.md#drops, ADR 019, features/drops).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SIZES, type Size } from '#shared/rules/sizes.ts';
import { DROP_CAP_KINDS, type DropCapKind } from '#shared/rules/drops.ts';
import {
  DROP_MINIMUM_KINDS,
  DROP_MINIMUM_MAX,
  DROP_MINIMUM_OUTCOMES,
  type DropMinimumKind,
  type DropMinimumOutcome,
} from '#shared/rules/drop-minimum.ts';
import { DROP_AUDIENCES, type DropAudience } from '#shared/rules/drop-members.ts';
import { id, createdAt, updatedAt, tstz, oneOf } from './columns.ts';
import { users } from './auth.ts';
import { products } from './catalog.ts';
import { clubs } from './clubs.ts';

/**
 * A pre-order drop: its products can be ordered only from `opens_at` until `closes_at`, at most
 * `per_student_limit` pieces of each product per student, then printed in one run. Closing early
 * moves `closes_at` to the moment it closed. `ready_by` (a date in Indian time) replaces the
 * delivery methods' ready-by days for its items.
 */
export const drops = pgTable(
  'drops',
  {
    id: id(),
    name: text('name').notNull(),
    opensAt: tstz('opens_at').notNull(),
    closesAt: tstz('closes_at').notNull(),
    perStudentLimit: integer('per_student_limit').notNull(),
    /** Names printed on the tees are asked for with each pre-order. */
    namesTaken: boolean('names_taken').notNull().default(false),
    /** A number (0–99) printed on each piece is asked for with each pre-order. */
    numbersTaken: boolean('numbers_taken').notNull().default(false),
    /** No two pieces of the drop (cancelled ones aside) carry the same number. */
    numbersUnique: boolean('numbers_unique').notNull().default(false),
    /** `YYYY-MM-DD`, Indian time. */
    readyBy: text('ready_by').notNull(),
    /** Cash on Delivery (pickup) allowed; online only by default. */
    cashAllowed: boolean('cash_allowed').notNull().default(false),
    /** none (print to order), total (a cap per product) or size (a cap per size). */
    capKind: text('cap_kind').$type<DropCapKind>().notNull().default('none'),
    /** The club whose drop it is (docs/product.md#clubs); null for the shop's own drops. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'restrict' }),
    /** A club manager's drop not yet published: students never see it nor order from it. */
    draft: boolean('draft').notNull().default(false),
    /**
     * Who may pre-order (docs/product.md#members-only-drops): everyone, those with the link
     * (`link_token`, never listed), or members (`drop_members`, and/or `member_domain`).
     */
    audience: text('audience').$type<DropAudience>().notNull().default('everyone'),
    /** The secret in a link-only drop's link (unguessable; null for other audiences). */
    linkToken: text('link_token').unique('drops_link_token_unique'),
    /** Every e-mail at this domain is a member (`smail.iitm.ac.in`). */
    memberDomain: text('member_domain'),
    /** The last reminder to members who had not ordered (at most one a day). */
    remindedAt: tstz('reminded_at'),
    /** When the admin sent the closed drop to print (its items moved to `printing`), and who. */
    sentToPrintAt: tstz('sent_to_print_at'),
    sentToPrintBy: integer('sent_to_print_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /**
     * The print minimum (docs/product.md#print-minimums): none, `total` (`minimum_pieces` over
     * the whole drop) or `product` (each product's counter has its own `minimum`; every product
     * must reach it).
     */
    minimumKind: text('minimum_kind').$type<DropMinimumKind>().notNull().default('none'),
    minimumPieces: integer('minimum_pieces'),
    /** Decided by the close job once no payment holds a piece: reached, or missed. */
    minimumOutcome: text('minimum_outcome').$type<DropMinimumOutcome>(),
    minimumDecidedAt: tstz('minimum_decided_at'),
    /** A missed drop: when every pre-order of it was cancelled (and its refunds asked for). */
    minimumSettledAt: tstz('minimum_settled_at'),
    /** Extended once before it closed: when, by whom, and the close it had before. */
    extendedAt: tstz('extended_at'),
    extendedBy: integer('extended_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    extendedFrom: tstz('extended_from'),
    /** Bumped by every edit (an edit from an older page is refused). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('drops_window_valid', sql`${t.closesAt} > ${t.opensAt}`),
    check('drops_limit_valid', sql`${t.perStudentLimit} between 1 and 20`),
    check('drops_cap_kind_valid', oneOf(t.capKind, DROP_CAP_KINDS)),
    check('drops_minimum_kind_valid', oneOf(t.minimumKind, DROP_MINIMUM_KINDS)),
    check(
      'drops_minimum_pieces_valid',
      sql`${t.minimumPieces} is null or ${t.minimumPieces} between 1 and ${sql.raw(String(DROP_MINIMUM_MAX))}`,
    ),
    check(
      'drops_minimum_outcome_valid',
      sql`${t.minimumOutcome} is null or ${oneOf(t.minimumOutcome, DROP_MINIMUM_OUTCOMES)}`,
    ),
    check('drops_audience_valid', oneOf(t.audience, DROP_AUDIENCES)),
    index('drops_closes_idx').on(t.closesAt),
  ],
);

/**
 * A drop's counters, one per product (`size` = '': the product's row, which also says the
 * product is in the drop) and one per size when the drop caps sizes. A pre-order takes from its
 * size's row when there is one, else from the product's row, by a conditional increment of
 * `taken` (ADR 019): `cap` null counts without a limit (print to order).
 */
export const dropStock = pgTable(
  'drop_stock',
  {
    id: id(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** '' for the product's row, else one of the sizes. */
    size: text('size').$type<Size | ''>().notNull().default(''),
    cap: integer('cap'),
    /** The product's print minimum (product counter only, drops with minimum_kind `product`). */
    minimum: integer('minimum'),
    taken: integer('taken').notNull().default(0),
  },
  (t) => [
    unique('drop_stock_unique').on(t.dropId, t.productId, t.size),
    index('drop_stock_product_idx').on(t.productId),
    check('drop_stock_size_valid', sql`${t.size} = '' or ${oneOf(t.size, SIZES)}`),
    check(
      'drop_stock_taken_valid',
      sql`${t.taken} >= 0 and (${t.cap} is null or ${t.taken} <= ${t.cap})`,
    ),
    check('drop_stock_cap_valid', sql`${t.cap} is null or ${t.cap} between 1 and 100000`),
    check(
      'drop_stock_minimum_valid',
      sql`${t.minimum} is null or ${t.minimum} between 1 and ${sql.raw(String(DROP_MINIMUM_MAX))}`,
    ),
  ],
);

/**
 * A drop's members (docs/product.md#members-only-drops): the e-mails its organiser typed or
 * uploaded (`list`), and, for a link-only drop, the accounts that came with its link (`link`),
 * so the cart, checkout and roster know them without the link being sent again.
 */
export const dropMembers = pgTable(
  'drop_members',
  {
    id: id(),
    dropId: integer('drop_id')
      .notNull()
      .references(() => drops.id, { onDelete: 'cascade' }),
    /** Lower-cased, as `users.email`. */
    email: text('email').notNull(),
    via: text('via').$type<'list' | 'link'>().notNull().default('list'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('drop_members_unique').on(t.dropId, t.email),
    check('drop_members_via_valid', sql`${t.via} in ('list', 'link')`),
    check('drop_members_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export type DropRow = typeof drops.$inferSelect;
export type DropStockRow = typeof dropStock.$inferSelect;
export type DropMemberRow = typeof dropMembers.$inferSelect;
